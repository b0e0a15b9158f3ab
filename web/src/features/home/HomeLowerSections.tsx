import { Button } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useHomeLowerSectionsQuery } from '../../__generated__/graphql.ts';
import { displayMessage } from '../../lib/errors.ts';
import { RenderAsScrolled } from './RenderAsScrolled.tsx';

const LowerSectionList = lazy(() => import('./LowerSectionList.tsx'));
const loadLowerSectionList = () => void import('./LowerSectionList.tsx');

/**
 * The home below its first screen: floors, hot destinations, the city's hot hotels, stores and
 * themes. Their data, and the code that draws them, are asked for together when the shopper nears
 * them (in practice right after the first screen has drawn, on a phone); the sections are then drawn
 * one at a time as they come near (RenderAsScrolled). Like the first screen, each section fails
 * alone; when the whole request fails, a line says so and offers a retry, and the first screen stays.
 *
 * `all`: the page was mounted with its data at hand (coming back): ask at once and draw everything
 * on the first render when this part is cached too, so the browser can restore the scroll position.
 */
export function HomeLowerSections({ adcode, cityName, all }: { adcode: string; cityName: string; all: boolean }) {
  const [wanted, setWanted] = useState(all);
  const { data, previousData, loading, error, refetch } = useHomeLowerSectionsQuery({
    variables: { adcode },
    skip: !wanted,
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: true,
  });
  // After a city change the previous city's sections stay until the new ones arrive.
  const home = (data ?? previousData)?.home;

  if (home) {
    return (
      <Suspense fallback={<div className="sf-home-more" aria-hidden="true" />}>
        <LowerSectionList home={home} cityName={cityName} all={all} />
      </Suspense>
    );
  }
  if (wanted && !loading) {
    return (
      <div className="sf-home-card sf-home-lower-failed" role="alert" data-testid="home-lower-failed">
        <span>更多内容没有加载出来：{displayMessage(error)}</span>
        <Button size="mini" fill="none" color="primary" onClick={() => void refetch()}>
          重试
        </Button>
      </div>
    );
  }
  return (
    <RenderAsScrolled
      all={all}
      sections={[]}
      more
      onNear={() => {
        loadLowerSectionList();
        setWanted(true);
      }}
    />
  );
}
