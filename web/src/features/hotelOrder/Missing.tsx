import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '../../components/pageState/EmptyState.tsx';
import { HOTEL_ORDER_LIST_URL } from './routes.ts';

/** What the hotel-order pages say when the thing they show is not there, by that thing. */
export const MISSING = {
  order: { title: '订单不存在', description: '订单可能已删除，或不属于当前账号' },
  refund: { title: '暂无退款记录', description: '该订单尚未申请退款，可在订单详情中申请' },
} as const;

/** Nothing to show: the order is not the member's, was deleted, or the link is broken. */
export function Missing({ what, children }: { what: keyof typeof MISSING; children?: React.ReactNode }) {
  const navigate = useNavigate();
  return (
    <EmptyState
      className="sf-card sf-ho-empty"
      title={MISSING[what].title}
      description={MISSING[what].description}
    >
      {children ?? (
        <Button color="primary" fill="outline" shape="rounded" onClick={() => navigate(HOTEL_ORDER_LIST_URL)}>
          查看酒店订单
        </Button>
      )}
    </EmptyState>
  );
}
