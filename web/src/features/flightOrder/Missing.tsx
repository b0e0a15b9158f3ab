import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '../../components/pageState/EmptyState.tsx';
import { ORDER_LIST_URL } from './routes.ts';

/** What the flight-order pages say when the thing they show is not there, by that thing. */
export const MISSING = {
  order: { title: '订单不存在', description: '订单可能已删除，或不属于当前账号' },
  refund: { title: '退票记录不存在', description: '请从订单详情查看退票记录' },
  change: { title: '改签记录不存在', description: '请从订单详情查看改签记录' },
} as const;

/** Nothing to show: the order (refund, change) is not the member's, was deleted, or the link is broken. */
export function Missing({ what }: { what: keyof typeof MISSING }) {
  const navigate = useNavigate();
  return (
    <EmptyState
      className="sf-card sf-fo-empty"
      title={MISSING[what].title}
      description={MISSING[what].description}
    >
      <Button color="primary" fill="outline" shape="rounded" onClick={() => navigate(ORDER_LIST_URL)}>
        查看我的订单
      </Button>
    </EmptyState>
  );
}
