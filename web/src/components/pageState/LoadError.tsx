import { Button, createErrorBlock } from 'antd-mobile';
import { defaultImage } from 'antd-mobile/es/components/error-block/images/default';
import { disconnectedImage } from 'antd-mobile/es/components/error-block/images/disconnected';
import { displayMessage } from '../../lib/errors.ts';
import './pageState.css';

// antd-mobile's ErrorBlock with only the pictures a load error draws (the stock one carries four).
const ErrorBlock = createErrorBlock({ default: defaultImage, disconnected: disconnectedImage });

export interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
  /** The retry is under way: its button spins. */
  retrying?: boolean;
  /** What failed to load (e.g. 旅客加载失败). */
  title?: string;
  className?: string;
  /** The picture: a plain failure, or a broken connection (a list the network did not bring). */
  status?: 'default' | 'disconnected';
}

/** What failed to load, why (in Chinese, lib/errors.ts), and 重试. */
export function LoadError({
  error,
  onRetry,
  retrying = false,
  title = '加载失败',
  className = 'sf-card sf-load-failed',
  status = 'default',
}: LoadErrorProps) {
  return (
    <div className={className} role="alert">
      <ErrorBlock status={status} title={title} description={displayMessage(error)} />
      <Button color="primary" fill="outline" shape="rounded" loading={retrying} onClick={onRetry}>
        重试
      </Button>
    </div>
  );
}
