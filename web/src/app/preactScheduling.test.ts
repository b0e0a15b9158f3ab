import { h, options, render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nextTask } from '../lib/tasks.ts';
import { scheduleLikeReact } from './preactScheduling.ts';

// The production build renders with Preact (web/vite.config.ts); these tests drive Preact itself.
let setCount: (n: number) => void = () => {};
function Counter() {
  const [count, set] = useState(0);
  setCount = set;
  return h('button', { type: 'button', onClick: () => set(count + 1) }, String(count));
}

const microtasksFlushed = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('scheduleLikeReact', () => {
  let container: HTMLElement;
  const before = options.debounceRendering;
  const beforeEffects = options.requestAnimationFrame;
  beforeEach(() => {
    scheduleLikeReact();
    container = document.createElement('div');
    document.body.append(container);
    render(h(Counter, null), container);
  });
  afterEach(() => {
    render(null, container);
    container.remove();
    options.debounceRendering = before;
    options.requestAnimationFrame = beforeEffects;
  });

  it('draws a change made outside any event (an answer from the network) in a later task', async () => {
    setCount(5);
    await microtasksFlushed();
    expect(container.textContent).toBe('0');
    await nextTask();
    expect(container.textContent).toBe('5');
  });

  it('draws a change made in an event handler before the next task, so the next event sees it', async () => {
    container.querySelector('button')!.click();
    await microtasksFlushed();
    expect(container.textContent).toBe('1');
  });

  it('without it, Preact draws every change in a microtask (the default this replaces)', async () => {
    options.debounceRendering = before;
    setCount(7);
    await microtasksFlushed();
    expect(container.textContent).toBe('7');
  });
});

describe('scheduleLikeReact, effects', () => {
  const before = { render: options.debounceRendering, effects: options.requestAnimationFrame };
  afterEach(() => {
    options.debounceRendering = before.render;
    options.requestAnimationFrame = before.effects;
  });

  /** Renders a component whose effect (where Apollo's useQuery subscribes) notes that it ran. */
  const mountWithEffect = () => {
    const ran: string[] = [];
    function Page() {
      useEffect(() => {
        ran.push('effect');
      }, []);
      return h('p', null, 'page');
    }
    const container = document.createElement('div');
    document.body.append(container);
    render(h(Page, null), container);
    return {
      ran,
      unmount: () => {
        render(null, container);
        container.remove();
      },
    };
  };

  it('runs a render’s effects in the next task, not a frame later', async () => {
    scheduleLikeReact();
    const page = mountWithEffect();
    try {
      expect(page.ran).toEqual([]);
      await nextTask();
      await nextTask();
      expect(page.ran).toEqual(['effect']);
    } finally {
      page.unmount();
    }
  });

  it('without it, Preact waits for the next frame (the default this replaces)', async () => {
    const page = mountWithEffect();
    try {
      await nextTask();
      await nextTask();
      expect(page.ran).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(page.ran).toEqual(['effect']);
    } finally {
      page.unmount();
    }
  });
});

describe('scheduleLikeReact, by the event being dispatched', () => {
  const before = options.debounceRendering;
  const beforeEffects = options.requestAnimationFrame;
  const scope: { event?: Event } = {};
  let container: HTMLElement;
  beforeEach(() => {
    scheduleLikeReact(scope);
    container = document.createElement('div');
    document.body.append(container);
    render(h(Counter, null), container);
  });
  afterEach(() => {
    scope.event = undefined;
    render(null, container);
    container.remove();
    options.debounceRendering = before;
    options.requestAnimationFrame = beforeEffects;
  });

  it('a change made while the page dispatches an event is drawn before the next task', async () => {
    scope.event = new Event('keydown');
    setCount(2);
    scope.event = undefined;
    await microtasksFlushed();
    expect(container.textContent).toBe('2');
  });

  it('a MessageChannel message (how a task of ours starts) does not count as such an event', async () => {
    // In a browser, `event` stays set for the promise callbacks at the end of that message's task.
    scope.event = new MessageEvent('message');
    setCount(3);
    scope.event = undefined;
    await microtasksFlushed();
    expect(container.textContent).toBe('0');
    await nextTask();
    expect(container.textContent).toBe('3');
  });
});
