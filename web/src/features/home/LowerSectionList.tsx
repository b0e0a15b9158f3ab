import type { HomeFloorsQuery, HomeMoreSectionsQuery } from '../../__generated__/graphql.ts';
import { FloorSection } from './FloorSection.tsx';
import { HotDestinations } from './HotDestinations.tsx';
import { HotHotels } from './HotHotels.tsx';
import { HotStores } from './HotStores.tsx';
import { RenderAsScrolled } from './RenderAsScrolled.tsx';
import { ThemeList } from './ThemeList.tsx';

/**
 * The drawing of the home's lower sections (HomeLowerSections.tsx holds their requests): a chunk of
 * its own, loaded together with the first request, so the first load does not carry code for what
 * is below the first screen. `waiting`: the sections after the floors are still to come; `onNear`
 * is called when the floors are all drawn and their end comes near.
 */
export default function LowerSectionList({
  floors,
  more,
  cityName,
  all,
  waiting,
  onNear,
}: {
  floors: NonNullable<HomeFloorsQuery['home']>['floors'];
  more: HomeMoreSectionsQuery['home'] | undefined;
  cityName: string;
  all: boolean;
  waiting: boolean;
  onNear: () => void;
}) {
  const hotels = more?.hotHotels ?? [];
  return (
    <RenderAsScrolled
      all={all}
      more={waiting}
      onNear={onNear}
      sections={[
        ...(floors ?? []).map((floor) => <FloorSection key={floor.id} floor={floor} />),
        ...(more
          ? [
              <HotDestinations key="destinations" items={more.hotDestinations ?? []} />,
              <HotHotels key="hotels" cityName={hotels[0]?.cityName ?? cityName} hotels={hotels} />,
              <HotStores key="stores" stores={more.hotStores ?? []} />,
              <ThemeList key="themes" themes={more.themes ?? []} />,
              <p key="end" className="sf-home-end">
                — 悠游天下 · 安心出行 —
              </p>,
            ]
          : []),
      ]}
    />
  );
}
