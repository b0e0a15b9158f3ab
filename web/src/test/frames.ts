import { setTimeout as nodeSetTimeout } from 'node:timers';

/**
 * Animation frames on Node's own timers, which fake timers do not replace. jsdom runs its frames on
 * a 60 Hz interval that it starts, with whatever `setInterval` is global at that moment, when the
 * first frame is asked for after none was pending. Asked for while a test had faked the timers (by a
 * caller that kept jsdom's function, as react-spring's frame loop does from its first import), the
 * interval belonged to the fake clock: it never fired once the test put the real timers back, and as
 * a frame stayed pending jsdom never started another. Every later frame in that worker's shared
 * jsdom (web/vitest.config.ts: isolate off) would wait for ever, react-spring's animations among
 * them, in whichever file came next. Installed once per jsdom, on import: setup.ts imports this
 * first. (It is not what keeps some closed dialogs in the page: see test/dialogs.ts.)
 */
function installFramesOnNodeTimers(): void {
  const marker = Symbol.for('storefront.test.frames');
  const win = window as unknown as Record<symbol, boolean>;
  if (win[marker]) return;
  win[marker] = true;
  const pending = new Map<number, FrameRequestCallback>();
  let lastId = 0;
  let frameDue = false;
  const runFrame = () => {
    frameDue = false;
    const callbacks = [...pending.values()];
    pending.clear();
    const now = performance.now();
    for (const callback of callbacks) {
      try {
        callback(now);
      } catch (error) {
        console.error(error);
      }
    }
  };
  window.requestAnimationFrame = (callback) => {
    pending.set(++lastId, callback);
    if (!frameDue) {
      frameDue = true;
      nodeSetTimeout(runFrame, 1000 / 60);
    }
    return lastId;
  };
  window.cancelAnimationFrame = (id) => {
    pending.delete(id);
  };
}
installFramesOnNodeTimers();
