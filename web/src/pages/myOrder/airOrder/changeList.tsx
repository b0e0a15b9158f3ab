import { Button, ErrorBlock } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAirOrderChangeListPageQuery } from '../../../__generated__/graphql.ts';
import type { PageValidate } from '../../../app/pageValidation.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ChangeRows } from '../../../features/flightOrder/AfterSaleRows.tsx';
import { flightOrderOf } from '../../../features/flightOrder/flightOrderOf.ts';
import {
  MISSING,
  PageState,
  Section,
  useMemberQueryState,
} from '../../../features/flightOrder/PageState.tsx';
import { changeStartUrl, orderDetailUrl } from '../../../features/flightOrder/routes.ts';
import '../../../features/flightOrder/flightOrder.css';

export const validate: PageValidate = ({ searchParams }) => !!searchParams.get('orderNo')?.trim();

/** /myOrder/airOrder/changeList (改签记录): every change of one order, newest first. */
export default function AirOrderChangeListPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo')?.trim() ?? '';
  const query = useAirOrderChangeListPageQuery({
    variables: { orderNo },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { data } = query;
  const order = flightOrderOf(data?.order);
  const state = useMemberQueryState(query);
  return (
    <div className="sf-fo-page">
      <PageHeader title="改签记录" fallback={orderDetailUrl(orderNo)} />
      <PageState {...state} missing={!order && MISSING.order}>
        {() =>
          order &&
          (order.changes.length ? (
            <Section>
              <ChangeRows changes={order.changes} international={order.international} />
            </Section>
          ) : (
            <div className="sf-card sf-fo-empty">
              <ErrorBlock status="empty" title="暂无改签记录" description="该订单还没有申请过改签" />
              {order.actions.canChange && (
                <Button
                  color="primary"
                  fill="outline"
                  shape="rounded"
                  onClick={() => navigate(changeStartUrl(order.orderNo, order.international))}
                >
                  申请改签
                </Button>
              )}
            </div>
          ))
        }
      </PageState>
    </div>
  );
}
