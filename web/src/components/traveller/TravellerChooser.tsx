import { Button, Checkbox, InfiniteScroll, Popup, Tag, Toast } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { ageClass } from '@storefront/schema/validation';
import {
  useTravellerChooserQuery,
  type DocumentType,
  type TravellerChooser_TravellerFragment,
} from '../../__generated__/graphql.ts';
import { LoadError } from '../pageState/LoadError.tsx';
import { EmptyState } from '../pageState/EmptyState.tsx';
import { PageSkeleton } from '../pageState/PageSkeleton.tsx';
import { selectability } from './selection.ts';
import { TravellerForm } from './TravellerForm.tsx';
import './traveller.css';
import { AGE_CLASS_LABELS } from './ageClassLabels.ts';

/** Props of TravellerChooser: pick several of the member's travellers for a booking. */
export interface TravellerChooserProps {
  /** The ids chosen so far (controlled). */
  selectedIds: readonly string[];
  /** Called with the new list of chosen ids, in the order they were chosen. */
  onChange: (ids: string[]) => void;
  /**
   * Document types the trip accepts, in order of preference; a traveller without one of them is
   * shown greyed with the reason and cannot be chosen. Any document when absent. Also limits the
   * add/edit form's choice.
   */
  documentTypes?: readonly DocumentType[];
  /** The document must carry its expiry date (international trips); passed to the form too. */
  requireExpiry?: boolean;
  /** The departure date (`YYYY-MM-DD`): shows each traveller's age class and checks expiry on it. */
  travelDate?: string;
  /** Most travellers that may be chosen (e.g. 9 per flight booking); no limit when absent. */
  max?: number;
}

const PAGE_SIZE = 20;
/** The chooser's first page: what a page's loader starts (`prefetch`) for it. */
export const TRAVELLERS_FIRST_PAGE = { pageNum: 1, pageSize: PAGE_SIZE } as const;
type Editing = { mode: 'add' } | { mode: 'edit'; traveller: TravellerChooser_TravellerFragment } | null;

/**
 * The member's travellers, a page at a time, to choose several. Rows whose documents do not fit
 * the trip say why and offer their edit button; 新增旅客 opens TravellerForm in a popup and chooses
 * the new traveller when it fits.
 */
export function TravellerChooser({
  selectedIds,
  onChange,
  documentTypes,
  requireExpiry,
  travelDate,
  max,
}: TravellerChooserProps) {
  const { data, loading, error, refetch, fetchMore } = useTravellerChooserQuery({
    variables: TRAVELLERS_FIRST_PAGE,
    notifyOnNetworkStatusChange: true,
  });
  const [editing, setEditing] = useState<Editing>(null);
  const names = new Map((data?.documentTypes ?? []).map((info) => [info.type, info.name]));
  const typeName = (type: DocumentType) => names.get(type) ?? type;
  const needs = { documentTypes, requireExpiry, travelDate };

  const page = data?.travellers;
  const items = page?.items ?? [];

  const toggle = (traveller: TravellerChooser_TravellerFragment) => {
    if (selectedIds.includes(traveller.id)) return onChange(selectedIds.filter((id) => id !== traveller.id));
    if (!selectability(traveller, needs, typeName).ok) return;
    if (max !== undefined && selectedIds.length >= max)
      return void Toast.show({ content: `最多选择${max}位旅客` });
    onChange([...selectedIds, traveller.id]);
  };

  const loadMore = async () => {
    if (!page) return;
    await fetchMore({
      variables: { pageNum: page.pageNum + 1, pageSize: PAGE_SIZE },
      // Pages are appended under the first page's cache entry; ids already shown are skipped in
      // case a traveller was added meanwhile and shifted the pages.
      updateQuery: (previous, { fetchMoreResult }) => {
        const seen = new Set(previous.travellers.items.map((item) => item.id));
        return {
          ...fetchMoreResult,
          travellers: {
            ...fetchMoreResult.travellers,
            items: [
              ...previous.travellers.items,
              ...fetchMoreResult.travellers.items.filter((item) => !seen.has(item.id)),
            ],
          },
        };
      },
    });
  };

  const onSaved = async (id: string) => {
    const adding = editing?.mode === 'add';
    setEditing(null);
    // The first page again: a new traveller lists first, and an edit may change what fits.
    const { data: fresh } = await refetch({ pageNum: 1, pageSize: PAGE_SIZE });
    const traveller = fresh.travellers.items.find((item) => item.id === id);
    if (!traveller) return;
    const fits = selectability(traveller, needs, typeName).ok;
    if (adding && fits && !selectedIds.includes(id) && (max === undefined || selectedIds.length < max)) {
      onChange([...selectedIds, id]);
    } else if (!fits && selectedIds.includes(id)) {
      onChange(selectedIds.filter((chosen) => chosen !== id));
    }
  };

  let list;
  if (error && !data) {
    list = (
      <LoadError
        className="sf-traveller-chooser__state"
        title="旅客加载失败"
        error={error}
        retrying={loading}
        onRetry={() => void refetch()}
      />
    );
  } else if (!data) {
    list = <PageSkeleton lines={5} />;
  } else if (items.length === 0) {
    list = (
      <EmptyState
        className="sf-traveller-chooser__state"
        title="还没有常用旅客"
        description="点击上方“新增旅客”添加"
      />
    );
  } else {
    list = (
      <>
        <ul className="sf-traveller-chooser__list" aria-label="常用旅客">
          {items.map((traveller) => {
            const fit = selectability(traveller, needs, typeName);
            const chosen = selectedIds.includes(traveller.id);
            const document =
              traveller.documents.find((d) => fit.ok && d.type === fit.document) ?? traveller.documents[0];
            const age =
              travelDate && traveller.birthday <= travelDate
                ? AGE_CLASS_LABELS[ageClass(traveller.birthday, travelDate)]
                : null;
            return (
              <li
                key={traveller.id}
                className={`sf-traveller-chooser__row${fit.ok || chosen ? '' : ' sf-traveller-chooser__row--blocked'}`}
              >
                <Checkbox
                  className="sf-traveller-chooser__check"
                  checked={chosen}
                  disabled={!fit.ok && !chosen}
                  onChange={() => toggle(traveller)}
                  aria-label={`选择${traveller.name}`}
                >
                  <span className="sf-traveller-chooser__who">
                    <span className="sf-traveller-chooser__name">{traveller.name}</span>
                    {traveller.isSelf ? (
                      <Tag color="primary" fill="outline">
                        本人
                      </Tag>
                    ) : null}
                    {age ? <Tag color="default">{age}</Tag> : null}
                  </span>
                  {document ? (
                    <span className="sf-traveller-chooser__doc">
                      {typeName(document.type)} {document.maskedNumber}
                    </span>
                  ) : null}
                  {fit.ok ? null : <span className="sf-traveller-chooser__reason">{fit.reason}</span>}
                </Checkbox>
                <Button
                  size="mini"
                  fill="none"
                  className="sf-traveller-chooser__edit"
                  onClick={() => setEditing({ mode: 'edit', traveller })}
                  aria-label={`编辑${traveller.name}`}
                >
                  编辑
                </Button>
              </li>
            );
          })}
        </ul>
        <InfiniteScroll loadMore={loadMore} hasMore={page?.hasMore ?? false}>
          {(hasMore, failed, retry) =>
            failed ? (
              <button type="button" className="sf-link-button" onClick={() => void retry()}>
                加载失败，点击重试
              </button>
            ) : hasMore ? (
              '加载中…'
            ) : (
              `共 ${page?.total ?? items.length} 位旅客`
            )
          }
        </InfiniteScroll>
      </>
    );
  }

  return (
    <div className="sf-traveller-chooser">
      <div className="sf-traveller-chooser__bar">
        <span className="sf-traveller-chooser__count">
          已选 {selectedIds.length} 位{max !== undefined ? `（最多 ${max} 位）` : ''}
        </span>
        <Button
          size="small"
          color="primary"
          fill="outline"
          shape="rounded"
          onClick={() => setEditing({ mode: 'add' })}
        >
          <AddOutline /> 新增旅客
        </Button>
      </div>
      {list}
      <Popup
        visible={editing !== null}
        onMaskClick={() => setEditing(null)}
        onClose={() => setEditing(null)}
        destroyOnClose
        bodyClassName="sf-traveller-chooser__popup"
      >
        <div className="sf-traveller-chooser__popup-head">
          <span>{editing?.mode === 'edit' ? '编辑旅客' : '新增旅客'}</span>
          <Button size="mini" fill="none" onClick={() => setEditing(null)}>
            取消
          </Button>
        </div>
        {editing ? (
          <TravellerForm
            traveller={editing.mode === 'edit' ? editing.traveller : null}
            documentTypes={documentTypes}
            requireExpiry={requireExpiry}
            travelDate={travelDate}
            onSaved={(id) => void onSaved(id)}
          />
        ) : null}
      </Popup>
    </div>
  );
}
