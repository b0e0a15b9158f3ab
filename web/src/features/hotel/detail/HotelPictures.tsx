import { ImageViewer, Tabs } from 'antd-mobile';
import { useState } from 'react';
import type { HotelPicListPageQuery } from '../../../__generated__/graphql.ts';
import { EmptyState } from '../../../components/pageState/EmptyState.tsx';
import { groupBy, PICTURE_CATEGORIES } from './hotelInfo.ts';
import './hotelDetail.css';

type PictureHotel = NonNullable<HotelPicListPageQuery['hotel']>;

/** The 全部 tab's key. */
export const ALL_PICTURES = '全部';

/**
 * The gallery: tabs by category (全部 first, then 外观, 大堂, 客房 …), a grid of the tab's pictures,
 * and a full-screen viewer to swipe through them from the one tapped. `category` is the open tab
 * (kept in the URL by the page); an unknown one opens 全部.
 */
export function HotelPictures({
  hotel,
  category,
  onCategory,
}: {
  hotel: PictureHotel;
  category: string | null;
  onCategory: (category: string) => void;
}) {
  const [viewing, setViewing] = useState<number | null>(null);
  const groups = groupBy(hotel.pictures, (p) => p.category, PICTURE_CATEGORIES);
  if (hotel.pictures.length === 0) return <EmptyState title="暂无图片" description="酒店还没有上传图片" />;
  const tabs = [{ key: ALL_PICTURES, items: hotel.pictures }, ...groups];
  const active = tabs.find((t) => t.key === category) ?? tabs[0]!;
  const shown = active.items;

  return (
    <>
      <Tabs activeKey={active.key} onChange={onCategory}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.key} title={`${tab.key}(${tab.items.length})`} />
        ))}
      </Tabs>
      <ul className="sf-hotel-pics" aria-label={`${active.key}图片`}>
        {shown.map((picture, i) => (
          <li key={`${picture.url}#${i}`} data-testid="gallery-picture">
            <button type="button" aria-label={`查看大图：${picture.title}`} onClick={() => setViewing(i)}>
              <img
                src={picture.url}
                alt={picture.title}
                loading={i < 9 ? 'eager' : 'lazy'}
                width={240}
                height={240}
              />
            </button>
          </li>
        ))}
      </ul>
      <ImageViewer.Multi
        key={`${active.key}#${viewing ?? ''}`}
        images={shown.map((p) => p.url)}
        visible={viewing !== null}
        defaultIndex={viewing ?? 0}
        onClose={() => setViewing(null)}
        renderFooter={(_, index) => (
          <div className="sf-hotel-viewer__caption" data-testid="viewer-caption">
            {shown[index]?.title} · {index + 1}/{shown.length}
          </div>
        )}
      />
    </>
  );
}
