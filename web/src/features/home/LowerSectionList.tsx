import type { HomeLowerSectionsQuery } from '../../__generated__/graphql.ts';
import { FloorSection } from './FloorSection.tsx';
import { HotDestinations } from './HotDestinations.tsx';
import { HotHotels } from './HotHotels.tsx';
import { HotStores } from './HotStores.tsx';
import { RenderAsScrolled } from './RenderAsScrolled.tsx';
import { ThemeList } from './ThemeList.tsx';

/**
 * The drawing of the home's lower sections (HomeLowerSections.tsx holds their request): a chunk of
 * its own, loaded together with the request, so the first load does not carry code for what is
 * below the first screen.
 */
export default function LowerSectionList({
  home,
  cityName,
  all,
}: {
  home: NonNullable<HomeLowerSectionsQuery['home']>;
  cityName: string;
  all: boolean;
}) {
  const hotels = home.hotHotels ?? [];
  return (
    <RenderAsScrolled
      all={all}
      sections={[
        ...(home.floors ?? []).map((floor) => <FloorSection key={floor.id} floor={floor} />),
        <HotDestinations key="destinations" items={home.hotDestinations ?? []} />,
        <HotHotels key="hotels" cityName={hotels[0]?.cityName ?? cityName} hotels={hotels} />,
        <HotStores key="stores" stores={home.hotStores ?? []} />,
        <ThemeList key="themes" themes={home.themes ?? []} />,
        <p key="end" className="sf-home-end">
          — 悠游天下 · 安心出行 —
        </p>,
      ]}
    />
  );
}
