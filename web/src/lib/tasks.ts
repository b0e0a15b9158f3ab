/**
 * Work in a task of its own. A browser can paint and answer a tap only between tasks, and
 * Lighthouse's Total Blocking Time counts every task's time beyond 50 ms: start-up steps and a
 * render that each run in their own task keep the phone responsive where one long task would not.
 *
 * A MessageChannel message rather than `setTimeout(…, 0)`: timers nested five deep are clamped to
 * 4 ms, messages are not. Each callback gets its own task, in the order they were posted.
 */
const waiting: Array<() => void> = [];
let channel: MessageChannel | undefined;

export function runInNextTask(run: () => void): void {
  if (typeof MessageChannel !== 'function') {
    setTimeout(run, 0);
    return;
  }
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
  }
  waiting.push(run);
  channel.port2.postMessage(null);
}

/** Resolves in a new task: `await nextTask()` ends the current one. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => runInNextTask(resolve));
}

/**
 * Runs `run` in a task of its own once the browser has drawn its next frame, so it starts only after
 * what the current task changed has been laid out and painted. Returns a function that cancels it.
 * A hidden page draws no frames: `run` waits until the page shows.
 */
export function afterNextFrame(run: () => void): () => void {
  let cancelled = false;
  const frame = requestAnimationFrame(() =>
    runInNextTask(() => {
      if (!cancelled) run();
    }),
  );
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
  };
}
