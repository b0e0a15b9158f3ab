import { Button, List, Popup } from 'antd-mobile';
import { useTravellerChooserQuery } from '../../__generated__/graphql.ts';
import { EmptyState } from '../../components/pageState/EmptyState.tsx';
import { LoadError } from '../../components/pageState/LoadError.tsx';
import { PageSkeleton } from '../../components/pageState/PageSkeleton.tsx';
import { validateGuestName } from './guests.ts';

/** The traveller chooser's first page: the same request, so both share the cached answer. */
const FIRST_PAGE = { pageNum: 1, pageSize: 20 } as const;

/** `SMITH/JOHN` from a traveller's passport name; null when either part is missing. */
export function passportName(t: {
  englishSurname: string | null;
  englishGivenName: string | null;
}): string | null {
  const surname = t.englishSurname?.trim();
  const given = t.englishGivenName?.trim();
  return surname && given ? `${surname}/${given}`.toUpperCase() : null;
}

/**
 * Fills a room's guest from the member's saved travellers: tapping one takes their Chinese name,
 * 用英文名 their passport name. The shared TravellerChooser picks travellers with their documents
 * for a fare; a hotel only needs a name per room, so this lists the same travellers as names.
 */
export function GuestPicker({
  open,
  room,
  onPick,
  onClose,
}: {
  open: boolean;
  /** The room being filled, from 0. */
  room: number;
  onPick: (name: string) => void;
  onClose: () => void;
}) {
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="sf-ho-picker" destroyOnClose>
      <header className="sf-ho-picker__head">
        <h2>选择房间{room + 1}的入住人</h2>
        <Button size="small" fill="none" onClick={onClose}>
          关闭
        </Button>
      </header>
      {open ? <Travellers onPick={onPick} /> : null}
    </Popup>
  );
}

function Travellers({ onPick }: { onPick: (name: string) => void }) {
  const { data, error, loading, refetch } = useTravellerChooserQuery({
    variables: FIRST_PAGE,
    notifyOnNetworkStatusChange: true,
  });
  if (error && !data) {
    return (
      <LoadError title="常用旅客加载失败" error={error} retrying={loading} onRetry={() => void refetch()} />
    );
  }
  if (!data) return <PageSkeleton lines={4} />;
  const items = data.travellers.items.filter((t) => validateGuestName(t.name).ok || passportName(t));
  if (items.length === 0) {
    return <EmptyState title="还没有常用旅客" description="请直接填写入住人姓名" />;
  }
  return (
    <List aria-label="常用旅客">
      {items.map((t) => {
        const english = passportName(t);
        return (
          <List.Item
            key={t.id}
            arrowIcon={false}
            onClick={validateGuestName(t.name).ok ? () => onPick(t.name) : undefined}
            description={english ?? undefined}
            extra={
              english ? (
                <Button
                  size="mini"
                  fill="outline"
                  onClick={(e) => {
                    e.stopPropagation();
                    onPick(english);
                  }}
                >
                  用英文名
                </Button>
              ) : null
            }
          >
            {t.name}
          </List.Item>
        );
      })}
    </List>
  );
}
