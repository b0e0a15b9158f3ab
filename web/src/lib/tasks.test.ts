import { describe, expect, it } from 'vitest';
import { nextTask, runInNextTask } from './tasks.ts';

describe('runInNextTask', () => {
  it('runs after the current task and its microtasks, in the order posted', async () => {
    const seen: string[] = [];
    runInNextTask(() => seen.push('first'));
    runInNextTask(() => seen.push('second'));
    queueMicrotask(() => seen.push('microtask'));
    seen.push('sync');
    expect(seen).toEqual(['sync']);
    await nextTask();
    await nextTask();
    expect(seen).toEqual(['sync', 'microtask', 'first', 'second']);
  });

  it('gives each callback a task of its own: a microtask queued by one runs before the next', async () => {
    const seen: string[] = [];
    runInNextTask(() => {
      seen.push('a');
      queueMicrotask(() => seen.push('a’s microtask'));
    });
    runInNextTask(() => seen.push('b'));
    await nextTask();
    await nextTask();
    expect(seen).toEqual(['a', 'a’s microtask', 'b']);
  });
});
