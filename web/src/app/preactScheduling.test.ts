import { h, options, render } from 'preact';
import { useState } from 'preact/hooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nextTask } from '../lib/tasks.ts';
import { scheduleRendersLikeReact } from './preactScheduling.ts';

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

describe('scheduleRendersLikeReact', () => {
  let container: HTMLElement;
  const before = options.debounceRendering;
  beforeEach(() => {
    scheduleRendersLikeReact();
    container = document.createElement('div');
    document.body.append(container);
    render(h(Counter, null), container);
  });
  afterEach(() => {
    render(null, container);
    container.remove();
    options.debounceRendering = before;
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

describe('scheduleRendersLikeReact, by the event being dispatched', () => {
  const before = options.debounceRendering;
  const scope: { event?: Event } = {};
  let container: HTMLElement;
  beforeEach(() => {
    scheduleRendersLikeReact(scope);
    container = document.createElement('div');
    document.body.append(container);
    render(h(Counter, null), container);
  });
  afterEach(() => {
    scope.event = undefined;
    render(null, container);
    container.remove();
    options.debounceRendering = before;
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
