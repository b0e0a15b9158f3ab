import { useEffect, useRef, useState, type ReactNode } from 'react';
import './pullRefresh.css';

type Status = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'complete';

const TEXTS: Record<Exclude<Status, 'idle'>, string> = {
  pulling: '下拉刷新',
  canRelease: '释放立即刷新',
  refreshing: '加载中…',
  complete: '刷新成功',
};

export interface PullRefreshProps {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
  /** The height the head keeps while refreshing, px. */
  headHeight?: number;
  /** How far the head must be pulled before letting go refreshes, px. */
  threshold?: number;
  /** How long 刷新成功 shows, ms. */
  completeDelay?: number;
}

/**
 * Pull down at the top of the page to refresh what is below, with antd-mobile's PullToRefresh's texts
 * and sizes. Written for the order list, whose first load it is on: antd's draws with react-spring
 * and reads gestures with use-gesture, some 23 kB (brotli) that a first visit fetched and ran before
 * the orders could show. This one follows the finger with the head's height and lets CSS ease it back.
 * Only a pull that starts with the page at its top counts, and only one refresh runs at a time.
 */
export function PullRefresh({
  onRefresh,
  children,
  headHeight = 40,
  threshold = 60,
  completeDelay = 500,
}: PullRefreshProps) {
  const box = useRef<HTMLDivElement>(null);
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;
  const [status, setStatus] = useState<Status>('idle');
  const [height, setHeight] = useState(0);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let startY: number | null = null;
    let pulled = 0;
    let busy = false;
    let live = true;
    const atTop = () => window.scrollY <= 0;
    const show = (next: number) => {
      pulled = next;
      setHeight(next);
      setStatus(next === 0 ? 'idle' : next >= threshold ? 'canRelease' : 'pulling');
    };
    const start = (event: TouchEvent) => {
      if (busy || event.touches.length !== 1 || !atTop()) return;
      startY = event.touches[0]!.clientY;
      pulled = 0;
    };
    const move = (event: TouchEvent) => {
      if (startY === null) return;
      const down = event.touches[0]!.clientY - startY;
      if (down <= 0) {
        if (pulled > 0) show(0);
        return;
      }
      // The page stays put (no browser pull-to-refresh, no bounce) while the head follows, damped.
      if (event.cancelable) event.preventDefault();
      setDragging(true);
      show(Math.round(Math.min(down / 2, threshold * 2)));
    };
    const end = async () => {
      if (startY === null) return;
      startY = null;
      setDragging(false);
      if (pulled < threshold) {
        show(0);
        return;
      }
      busy = true;
      setStatus('refreshing');
      setHeight(headHeight);
      try {
        await refresh.current();
        if (!live) return;
        setStatus('complete');
        await new Promise((resolve) => setTimeout(resolve, completeDelay));
      } catch {
        // The page shows a failed refresh itself (its query's error); the head just goes away.
      } finally {
        busy = false;
        if (live) show(0);
      }
    };
    el.addEventListener('touchstart', start, { passive: true });
    el.addEventListener('touchmove', move, { passive: false });
    el.addEventListener('touchend', end);
    el.addEventListener('touchcancel', end);
    return () => {
      live = false;
      el.removeEventListener('touchstart', start);
      el.removeEventListener('touchmove', move);
      el.removeEventListener('touchend', end);
      el.removeEventListener('touchcancel', end);
    };
  }, [headHeight, threshold, completeDelay]);

  return (
    <div ref={box} className="sf-pull">
      <div
        className={`sf-pull__head${dragging ? '' : ' sf-pull__head--easing'}`}
        style={{ height }}
        aria-live="polite"
        data-testid="pull-head"
      >
        <div className="sf-pull__text" style={{ height: headHeight }}>
          {status === 'idle' ? null : TEXTS[status]}
        </div>
      </div>
      {children}
    </div>
  );
}
