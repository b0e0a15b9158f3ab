import { useReadQuery, type QueryRef } from '@apollo/client';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import {
  AirOrderAirChangeDetailPageQueryDocument,
  type AirOrderAirChangeDetailPageQuery,
  type AirOrderAirChangeDetailPageQueryVariables,
} from '../../../__generated__/graphql.ts';
import { usePageData, type PageLoaderArgs } from '../../../app/page.ts';
import type { PageValidate } from '../../../app/pageValidation.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PageData } from '../../../components/pageState/PageData.tsx';
import { ChangeSummary, PayChangeButton } from '../../../features/flightOrder/ChangeDetail.tsx';
import { ORDER_LIST_URL, orderDetailUrl } from '../../../features/flightOrder/routes.ts';
import { Missing } from '../../../features/flightOrder/Missing.tsx';
import '../../../features/flightOrder/flightOrder.css';

export const validate: PageValidate = ({ searchParams }) => !!searchParams.get('changeNo')?.trim();

export const member = true;

export const loader = ({ preload, searchParams }: PageLoaderArgs) => ({
  change: preload<AirOrderAirChangeDetailPageQuery, AirOrderAirChangeDetailPageQueryVariables>(
    AirOrderAirChangeDetailPageQueryDocument,
    {
      variables: { changeNo: searchParams.get('changeNo')?.trim() ?? '' },
      fetchPolicy: 'cache-and-network',
    },
  ),
});

/**
 * /myOrder/airOrder/airChangeDetail (改签详情) of a domestic order. It serves interChangeDetail too
 * (interChangeDetail.tsx passes `international`), so its operation keeps this page's name.
 */
export default function AirOrderAirChangeDetailPage({ international = false }: { international?: boolean }) {
  const { change } = usePageData<typeof loader>();
  return (
    <div className="sf-fo-page">
      <PageHeader title="改签详情" fallback={ORDER_LIST_URL} />
      <PageData>
        <ChangeDetailOf queryRef={change} international={international} />
      </PageData>
    </div>
  );
}

function ChangeDetailOf({
  queryRef,
  international,
}: {
  queryRef: QueryRef<AirOrderAirChangeDetailPageQuery>;
  international: boolean;
}) {
  const navigate = useNavigate();
  const change = useReadQuery(queryRef).data.flightChange;
  if (!change) return <Missing what="change" />;
  return (
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
  );
}
