import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../lib/tasks.ts';
import { RenderAsScrolled } from './RenderAsScrolled.tsx';

const sections = ['一', '二', '三', '四'].map((name) => (
  <section key={name} aria-label={name}>
    {name}
  </section>
));
const drawn = () => screen.queryAllByRole('region').map((s) => s.getAttribute('aria-label'));

/** Where the end of the drawn part sits, as the page's layout would report it. */
let endTop = 0;
let frames: FrameRequestCallback[] = [];
async function nextFrame() {
  const run = frames;
  frames = [];
  await act(async () => run.forEach((f) => f(performance.now())));
}

beforeEach(() => {
  endTop = 0;
  frames = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((f) => frames.push(f));
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const top = this.classList.contains('sf-home-more') ? endTop : 0;
    return { top, bottom: top, left: 0, right: 0, width: 0, height: 0, x: 0, y: top, toJSON: () => ({}) };
  });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
});
afterEach(() => vi.restoreAllMocks());

describe('RenderAsScrolled', () => {
  it('draws one more section per frame while the end of the drawn part is near the screen', async () => {
    render(<RenderAsScrolled sections={sections} all={false} />);
    expect(drawn()).toEqual([]);
    await nextFrame();
    expect(drawn()).toEqual(['一']);
    await nextFrame();
    expect(drawn()).toEqual(['一', '二']);
  });

  it('stops while the end is more than 1.3 screens down, and goes on when the shopper scrolls', async () => {
    render(<RenderAsScrolled sections={sections} all={false} />);
    await nextFrame();
    endTop = 800 * 1.3 + 1;
    await nextFrame();
    await nextFrame();
    expect(drawn()).toEqual(['一']);
    expect(frames).toHaveLength(0);

    // Scrolling an inner element counts as well as the page.
    endTop = 900;
    document.body.dispatchEvent(new Event('scroll'));
    await nextFrame();
    expect(drawn()).toEqual(['一', '二']);
  });

  it('draws everything at once when asked to (coming back to the page), with no marker left', () => {
    const { container } = render(<RenderAsScrolled sections={sections} all />);
    expect(drawn()).toEqual(['一', '二', '三', '四']);
    expect(container.querySelector('.sf-home-more')).toBeNull();
  });

  it('leaves no marker and no listener once everything is drawn', async () => {
    const removed = vi.spyOn(document, 'removeEventListener');
    const { container } = render(<RenderAsScrolled sections={sections.slice(0, 2)} all={false} />);
    await nextFrame();
    await nextFrame();
    expect(drawn()).toEqual(['一', '二']);
    expect(container.querySelector('.sf-home-more')).toBeNull();
    expect(removed).toHaveBeenCalledWith('scroll', expect.any(Function), { capture: true });
    document.body.dispatchEvent(new Event('scroll'));
    expect(frames).toHaveLength(0);
  });

  it('while more is to come, calls onNear each time the end is near with nothing left, then draws what came', async () => {
    const onNear = vi.fn();
    const { rerender, container } = render(<RenderAsScrolled sections={[]} all={false} more onNear={onNear} />);
    endTop = 800 * 1.3 + 1;
    await nextFrame();
    expect(onNear).not.toHaveBeenCalled();
    endTop = 100;
    document.body.dispatchEvent(new Event('scroll'));
    // Not in the frame's task, which lays out the page: in one of its own right after.
    frames.splice(0).forEach((f) => f(performance.now()));
    expect(onNear).not.toHaveBeenCalled();
    await act(() => nextTask());
    expect(onNear).toHaveBeenCalledTimes(1);
    expect(container.querySelector('.sf-home-more')).not.toBeNull();

    // The sections arrive: drawn a frame at a time, and the marker goes with the last.
    rerender(<RenderAsScrolled sections={sections.slice(0, 2)} all={false} more={false} onNear={onNear} />);
    await nextFrame();
    expect(drawn()).toEqual(['一']);
    await nextFrame();
    expect(drawn()).toEqual(['一', '二']);
    expect(container.querySelector('.sf-home-more')).toBeNull();
    expect(onNear).toHaveBeenCalledTimes(1);
  });

  it('does not call onNear once unmounted between the frame and its task', async () => {
    const onNear = vi.fn();
    const { unmount } = render(<RenderAsScrolled sections={[]} all={false} more onNear={onNear} />);
    frames.splice(0).forEach((f) => f(performance.now()));
    unmount();
    await nextTask();
    expect(onNear).not.toHaveBeenCalled();
  });
});
