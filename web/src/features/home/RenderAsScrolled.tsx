import { useEffect, useRef, useState, type ReactNode } from 'react';
import { runInNextTask } from '../../lib/tasks.ts';

/**
 * How near the end of what is drawn may come before the next section is drawn: within 1.3 screen
 * heights of the top of the viewport, the distance at which spec §9 starts loading images.
 */
const NEAR_SCREENS = 1.3;

/**
 * The home's long lower part, drawn a section at a time as the shopper scrolls towards it: the
 * first load builds only what is on or near the first screen, and a phone that never scrolls never
 * builds the rest. Each further section is drawn in its own frame while the end of the drawn part is
 * within 1.3 screens, so a fast fling or a jump to the bottom still fills the page in order.
 *
 * `all` draws everything at once: a page mounted with data already at hand (coming back to the
 * home) must be whole at once, or the browser could not restore the scroll position.
 *
 * `more` says further sections are still to come (their data is not asked for yet, or on its way):
 * the marker stays, and each time it is near with nothing left to draw, `onNear` is called, which is
 * when the page asks for them.
 */
export function RenderAsScrolled({
  sections,
  all,
  more = false,
  onNear,
}: {
  sections: readonly ReactNode[];
  all: boolean;
  more?: boolean;
  onNear?: () => void;
}) {
  const [drawn, setDrawn] = useState(0);
  const end = useRef<HTMLDivElement>(null);
  const near = useRef(onNear);
  useEffect(() => {
    near.current = onNear;
  });
  const count = all ? sections.length : Math.min(drawn, sections.length);
  const waiting = count >= sections.length;
  const complete = waiting && !more;

  useEffect(() => {
    if (complete) return;
    let frame = 0;
    let stopped = false;
    const check = () => {
      frame = 0;
      const top = end.current?.getBoundingClientRect().top;
      if (top === undefined || top >= window.innerHeight * NEAR_SCREENS) return;
      // Outside the frame: what onNear starts (a request, a chunk and its preload links) would
      // otherwise lengthen the frame's own task, which already lays out what was just drawn.
      if (waiting)
        runInNextTask(() => {
          if (!stopped) near.current?.();
        });
      else setDrawn(count + 1);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(check);
    };
    // Once after this commit (the section just drawn may have filled the screen), then on scrolls
    // of the page or of anything in it, and when the screen turns.
    schedule();
    document.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      document.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, [complete, waiting, count]);

  return (
    <>
      {sections.slice(0, count)}
      {!complete && <div ref={end} className="sf-home-more" aria-hidden="true" />}
    </>
  );
}
