import { Button, ErrorBlock } from 'antd-mobile';
import { displayMessage } from '../../lib/errors.ts';

/** A member page whose query failed: why, and a retry. */
export function LoadFailed({
  error,
  loading,
  onRetry,
  title = '加载失败',
  className = 'sf-card sf-load-failed',
}: {
  error: unknown;
  loading: boolean;
  onRetry: () => void;
  /** What failed to load (e.g. 旅客加载失败). */
  title?: string;
  className?: string;
}) {
  return (
    <div className={className} role="alert">
      <ErrorBlock status="default" title={title} description={displayMessage(error)} />
      <Button color="primary" fill="outline" shape="rounded" loading={loading} onClick={onRetry}>
        重试
      </Button>
    </div>
  );
}
