import { useReadQuery, type QueryRef } from '@apollo/client';
import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  HotelMapPageConfigQueryDocument,
  useHotelMapPageConfigQuery,
  type HotelCard_HotelFragment,
  type HotelListPageQuery,
  type HotelListPageQueryVariables,
} from '../../__generated__/graphql.ts';
import { usePageData, type PageLoaderArgs } from '../../app/page.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EmptyState } from '../../components/pageState/EmptyState.tsx';
import { PageData } from '../../components/pageState/PageData.tsx';
import { PageSkeleton } from '../../components/pageState/PageSkeleton.tsx';
import { displayMessage } from '../../lib/errors.ts';
import { HotelCard } from '../../features/hotel/search/HotelCard.tsx';
import { HotelMap, type MapConfig } from '../../features/hotel/search/HotelMap.tsx';
import { hotelDetailUrl, searchInput, type HotelListQuery } from '../../features/hotel/search/listQuery.ts';
import { hotelListLoader, useHotelListUrl, useLoadMore } from './hotelList.tsx';
import '../../features/hotel/search/hotelSearch.css';

const listLoader = hotelListLoader('/hotel/hotelMap');

/** The list's search (the same URL, so coming from the list nothing is asked again), and the tiles. */
export const loader = (args: PageLoaderArgs) => {
  args.prefetch({ query: HotelMapPageConfigQueryDocument, context: { silent: true } });
  return listLoader(args);
};

/**
 * `/hotel/hotelMap`: the list's hotels (same query parameters as `/hotel/hotelList`) as pins with
 * their prices. A tap on a pin shows the hotel's card; the card opens the detail. Without a tile
 * server configured (offline) the pins stand by their coordinates on a plain background.
 */
export default function HotelMapPage() {
  const data = usePageData<typeof loader>();
  const url = useHotelListUrl();
  const config = useHotelMapPageConfigQuery({ context: { silent: true } }).data?.mapConfig;
  const listUrl = `/hotel/hotelList?${url.params.toString()}`;
  return (
    <div className="sf-hotel-map">
      <PageHeader title="地图找酒店" fallback={listUrl} />
      {data.kind === 'unknownCity' ? (
        <EmptyState title={`暂未找到“${data.name}”的酒店`} description="请换一个城市看看" />
      ) : (
        <PageData fallback={<PageSkeleton lines={6} />}>
          <MapResults
            queryRef={data.search}
            variables={{ input: searchInput(url.query, data.city) }}
            query={url.query}
            config={config}
          />
        </PageData>
      )}
    </div>
  );
}

function MapResults({
  queryRef,
  variables,
  query,
  config,
}: {
  queryRef: QueryRef<HotelListPageQuery>;
  variables: HotelListPageQueryVariables;
  query: HotelListQuery;
  config: MapConfig | undefined;
}) {
  const navigate = useNavigate();
  const result = useReadQuery(queryRef).data.hotelSearch;
  const [selected, setSelected] = useState<HotelCard_HotelFragment | null>(null);
  const [loading, setLoading] = useState(false);
  const loadMore = useLoadMore(variables, result.pageNum);
  const more = () => {
    setLoading(true);
    loadMore()
      .catch((error: unknown) => Toast.show({ content: displayMessage(error) }))
      .finally(() => setLoading(false));
  };

  return (
    <div className="sf-hotel-map__canvas" data-testid="hotel-map">
      <HotelMap
        hotels={result.items}
        config={config}
        selectedId={selected?.id ?? null}
        onSelect={setSelected}
      />
      <p className="sf-hotel-map__note" role="status">
        {result.items.length === 0
          ? '没有找到符合条件的酒店'
          : `已显示${result.items.length}家，共${result.total}家`}
        {config && !config.tileUrl ? ' · 离线地图' : ''}
        {result.hasMore ? (
          <Button size="mini" fill="none" color="primary" loading={loading} onClick={more}>
            加载更多
          </Button>
        ) : null}
      </p>
      {selected ? (
        <div className="sf-hotel-map__card">
          <HotelCard hotel={selected} compact onOpen={(h) => navigate(hotelDetailUrl(h.id, query.stay))} />
        </div>
      ) : null}
    </div>
  );
}
