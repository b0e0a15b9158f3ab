import { Button, ErrorBlock } from 'antd-mobile';
import { displayMessage } from '../../lib/errors.ts';

/** A member page whose query failed: why, and a retry. */
export function LoadFailed({ error, loading, onRetry }: { error: unknown; loading: boolean; onRetry: () => void }) {
  return (
    <div className="sf-card sf-load-failed" role="alert">
      <ErrorBlock status="default" title="加载失败" description={displayMessage(error)} />
      <Button color="primary" fill="outline" shape="rounded" loading={loading} onClick={onRetry}>
        重试
      </Button>
    </div>
  );
}
