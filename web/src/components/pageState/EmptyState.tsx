import { createErrorBlock } from 'antd-mobile';
import { emptyImage } from 'antd-mobile/es/components/error-block/images/empty';
import type { ReactNode } from 'react';

// antd-mobile's ErrorBlock with only the picture this state draws (the stock one carries four).
const ErrorBlock = createErrorBlock({ empty: emptyImage });

/**
 * Nothing to show, said honestly: no orders yet, an order that is not there (deleted, someone
 * else's, a broken link). `children` is what the shopper can do instead (a button), under the text.
 */
export function EmptyState({
  title,
  description,
  className,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <ErrorBlock className={className} status="empty" title={title} description={description ?? null}>
      {children}
    </ErrorBlock>
  );
}
