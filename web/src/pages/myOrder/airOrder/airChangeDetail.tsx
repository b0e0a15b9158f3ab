import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAirOrderAirChangeDetailPageQuery } from '../../../__generated__/graphql.ts';
import type { PageValidate } from '../../../app/pageValidation.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ChangeSummary, PayChangeButton } from '../../../features/flightOrder/ChangeDetail.tsx';
import { MISSING, PageState, useMemberQueryState } from '../../../features/flightOrder/PageState.tsx';
import { ORDER_LIST_URL, orderDetailUrl } from '../../../features/flightOrder/routes.ts';
import '../../../features/flightOrder/flightOrder.css';

export const validate: PageValidate = ({ searchParams }) => !!searchParams.get('changeNo')?.trim();

/**
 * /myOrder/airOrder/airChangeDetail (改签详情) of a domestic order. It serves interChangeDetail too
 * (interChangeDetail.tsx passes `international`), so its operation keeps this page's name.
 */
export default function AirOrderAirChangeDetailPage({ international = false }: { international?: boolean }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const changeNo = params.get('changeNo')?.trim() ?? '';
  const query = useAirOrderAirChangeDetailPageQuery({
    variables: { changeNo },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { data } = query;
  const change = data?.flightChange;
  const state = useMemberQueryState(query);
  return (
    <div className="sf-fo-page">
      <PageHeader title="改签详情" fallback={ORDER_LIST_URL} />
      <PageState {...state} missing={!change && MISSING.change}>
        {() =>
          change && (
            <>
              <ChangeSummary change={change} />
              <div className="sf-fo-actions">
                <PayChangeButton change={change} />
                <Button
                  block
                  shape="rounded"
                  fill="outline"
                  onClick={() => navigate(orderDetailUrl(change.orderNo, international))}
                >
                  查看订单
                </Button>
              </div>
            </>
          )
        }
      </PageState>
    </div>
  );
}
