import { useReadQuery, type QueryRef } from '@apollo/client';
import { Toast } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  GuestChoicePageTravellerQueryDocument,
  TravellerFormQueryDocument,
  type GuestChoicePageTravellerQuery,
  type GuestChoicePageTravellerQueryVariables,
} from '../../../__generated__/graphql.ts';
import { usePageData, type PageLoaderArgs } from '../../../app/page.ts';
import { titleFor } from '../../../app/titles.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { EmptyState } from '../../../components/pageState/EmptyState.tsx';
import { PageData } from '../../../components/pageState/PageData.tsx';
import { PageSkeleton } from '../../../components/pageState/PageSkeleton.tsx';
import { TravellerForm } from '../../../components/traveller/TravellerForm.tsx';
import './guest.css';

export const member = true;

export const loader = ({ preload, prefetch, searchParams }: PageLoaderArgs) => {
  // The form asks for the document types itself (it also serves the booking pages).
  prefetch({ query: TravellerFormQueryDocument });
  const id = searchParams.get('id')?.trim() || null;
  return {
    traveller: id
      ? preload<GuestChoicePageTravellerQuery, GuestChoicePageTravellerQueryVariables>(
          GuestChoicePageTravellerQueryDocument,
          { variables: { id }, fetchPolicy: 'network-only' },
        )
      : null,
  };
};

/** /personal/guest/choice: add a traveller, or edit the one named by `?id=`. */
export default function GuestChoicePage() {
  const { traveller } = usePageData<typeof loader>();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const onSaved = () => {
    Toast.show({ icon: 'success', content: '已保存' });
    navigate('/personal/guest/info', { replace: true });
  };
  return (
    <div className="sf-guest">
      <PageHeader title={titleFor(pathname, search)} fallback="/personal/guest/info" />
      <div className="sf-guest__form">
        {traveller ? (
          <PageData fallback={<PageSkeleton lines={6} className="sf-guest__state" />}>
            <EditTraveller queryRef={traveller} onSaved={onSaved} />
          </PageData>
        ) : (
          <TravellerForm onSaved={onSaved} />
        )}
      </div>
    </div>
  );
}

function EditTraveller({
  queryRef,
  onSaved,
}: {
  queryRef: QueryRef<GuestChoicePageTravellerQuery>;
  onSaved: () => void;
}) {
  const traveller = useReadQuery(queryRef).data.traveller;
  if (!traveller)
    return (
      <EmptyState
        className="sf-guest__state"
        title="找不到这位旅客"
        description="可能已被删除，请返回常用旅客列表查看"
      />
    );
  return <TravellerForm traveller={traveller} onSaved={onSaved} />;
}
