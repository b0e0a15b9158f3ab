import { Skeleton } from 'antd-mobile';

/**
 * The grey blocks a page shows while its data loads: titled cards (`cards` gives each one's line
 * count; three by default), or, given `lines`, one paragraph of that many lines (the shape of a form
 * or a short list). `className` goes on each card, or on the paragraph.
 */
export function PageSkeleton({
  lines,
  cards = [4, 3, 3],
  className,
}: {
  lines?: number;
  cards?: readonly number[];
  className?: string;
}) {
  return (
    <div data-testid="page-skeleton" aria-busy="true" aria-label="加载中">
      {lines !== undefined ? (
        <Skeleton.Paragraph lineCount={lines} animated className={className} />
      ) : (
        cards.map((count, i) => (
          <div key={i} className={className ?? 'sf-card'}>
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={count} animated />
          </div>
        ))
      )}
    </div>
  );
}
