import { useEffect, useRef, useState, type CSSProperties } from 'react';

/**
 * Spec §9 "image lazy-load preload 1.3": an image starts loading once it is within 1.3 screen
 * heights of the viewport, i.e. 30% of a screen below (or above) the visible area.
 */
const PRELOAD_MARGIN = '30% 0px 30% 0px';

type Callback = () => void;
const callbacks = new WeakMap<Element, Callback>();
let observer: IntersectionObserver | null = null;

// One observer for every image of the page: a long home has over fifty.
function watch(element: Element, onVisible: Callback): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onVisible();
    return () => {};
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        callbacks.get(entry.target)?.();
        callbacks.delete(entry.target);
      }
    },
    { rootMargin: PRELOAD_MARGIN },
  );
  callbacks.set(element, onVisible);
  observer.observe(element);
  return () => {
    observer?.unobserve(element);
    callbacks.delete(element);
  };
}

export interface LazyImageProps {
  src: string;
  alt: string;
  /** Intrinsic size: reserves the box before the image arrives (no layout shift). */
  width: number;
  height: number;
  className?: string;
  style?: CSSProperties;
  /** Load at once: the first screen's largest image should not wait for an observer. */
  eager?: boolean;
  /** Called once the image has loaded. */
  onLoad?: () => void;
}

/**
 * An image that loads when it comes near the viewport and retries once on failure (spec §9). Its
 * box keeps the given aspect ratio from the start, showing a soft placeholder until loaded.
 */
export function LazyImage({
  src,
  alt,
  width,
  height,
  className,
  style,
  eager = false,
  onLoad,
}: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(eager);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (near || !ref.current) return;
    return watch(ref.current, () => setNear(true));
  }, [near]);

  return (
    <img
      // A new element on retry: the browser requests the image again instead of keeping the failure.
      key={attempt}
      ref={ref}
      className={`sf-img ${className ?? ''}`.trim()}
      style={{ aspectRatio: `${width} / ${height}`, ...style }}
      src={near && src ? src : undefined}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      onLoad={onLoad}
      onError={() => setAttempt((n) => (n < 1 ? n + 1 : n))}
    />
  );
}
