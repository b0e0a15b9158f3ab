import { expect, it, vi } from 'vitest';

// The tests' animation frames (src/test/frames.ts).
it('keeps drawing frames after a test with fake timers asked for one', async () => {
  // Kept from before the fake timers, as react-spring's frame loop keeps it from its first import.
  const requestFrame = window.requestAnimationFrame;
  vi.useFakeTimers();
  requestFrame(() => {});
  vi.useRealTimers();
  const drawn = await new Promise<boolean>((resolve) => {
    requestFrame(() => resolve(true));
    setTimeout(() => resolve(false), 1000);
  });
  expect(drawn).toBe(true);
});

it('runs the frames asked for together, and not those cancelled', async () => {
  const seen: string[] = [];
  window.requestAnimationFrame(() => seen.push('a'));
  const cancelled = window.requestAnimationFrame(() => seen.push('b'));
  window.requestAnimationFrame(() => seen.push('c'));
  window.cancelAnimationFrame(cancelled);
  await new Promise<void>((resolve) => window.requestAnimationFrame(() => resolve()));
  expect(seen).toEqual(['a', 'c']);
});
