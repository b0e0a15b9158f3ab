import { describe, expect, it, vi } from 'vitest';
import { afterNextFrame, nextTask, runInNextTask } from './tasks.ts';

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

describe('afterNextFrame', () => {
  function mockFrames() {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => void frames.splice(id - 1, 1));
    return { drawFrame: () => frames.splice(0).forEach((frame) => frame(0)) };
  }

  it('runs once the next frame is drawn, in a task of its own after it', async () => {
    const { drawFrame } = mockFrames();
    const seen: string[] = [];
    afterNextFrame(() => seen.push('run'));
    await nextTask();
    expect(seen).toEqual([]);
    drawFrame();
    seen.push('frame drawn');
    await nextTask();
    expect(seen).toEqual(['frame drawn', 'run']);
    vi.restoreAllMocks();
  });

  it('runs nothing once cancelled, before or after the frame', async () => {
    const { drawFrame } = mockFrames();
    const run = vi.fn();
    afterNextFrame(run)();
    const cancelLate = afterNextFrame(run);
    drawFrame();
    cancelLate();
    await nextTask();
    await nextTask();
    expect(run).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
