import Button from 'antd-mobile/es/components/button';
import { lazy, Suspense, useState } from 'react';
import { useHomeFloorsQuery, useHomeMoreSectionsQuery } from '../../__generated__/graphql.ts';
import { displayMessage } from '../../lib/errors.ts';
import { RenderAsScrolled } from './RenderAsScrolled.tsx';

const LowerSectionList = lazy(() => import('./LowerSectionList.tsx'));
const loadLowerSectionList = () => void import('./LowerSectionList.tsx');

/** What has been asked for so far: nothing, the floors, or the floors and the rest. */
type Wanted = 0 | 1 | 2;

/**
 * The home below its first screen: floors, then hot destinations, the city's hot hotels, stores and
 * themes. Each part's data is asked for when the shopper nears it: the floors (and the code that
 * draws the lower sections) in practice right after the first screen has drawn, on a phone; the
 * rest only once the floors have been drawn and their end comes near, so a first visit that does not
 * scroll neither fetches nor stores it. The sections are drawn one at a time as they come near
 * (RenderAsScrolled). Like the first screen, each section fails alone; when a whole request fails, a
 * line says so and offers a retry, and what is above it stays.
 *
 * `all`: the page was mounted with its data at hand (coming back): ask for both at once and draw
 * everything on the first render when they are cached too, so the browser can restore the scroll
 * position.
 */
export function HomeLowerSections({ adcode, cityName, all }: { adcode: string; cityName: string; all: boolean }) {
  const [wanted, setWanted] = useState<Wanted>(all ? 2 : 0);
  const options = { errorPolicy: 'all', notifyOnNetworkStatusChange: true } as const;
  const floorsQuery = useHomeFloorsQuery({ ...options, skip: wanted < 1 });
  // After a city change the previous city's sections stay until the new ones arrive.
  const moreQuery = useHomeMoreSectionsQuery({ ...options, variables: { adcode }, skip: wanted < 2 });
  const floorsAnswer = (floorsQuery.data ?? floorsQuery.previousData)?.home;
  const more = (moreQuery.data ?? moreQuery.previousData)?.home;

  if (!floorsAnswer) {
    if (wanted > 0 && !floorsQuery.loading) {
      return <LowerFailed error={floorsQuery.error} retry={() => void floorsQuery.refetch()} />;
    }
    return (
      <RenderAsScrolled
        all={all}
        sections={[]}
        more
        onNear={() => {
          loadLowerSectionList();
          setWanted(1);
        }}
      />
    );
  }
  const moreFailed = wanted === 2 && !more && !moreQuery.loading;
  return (
    <>
      <Suspense fallback={<div className="sf-home-more" aria-hidden="true" />}>
        <LowerSectionList
          floors={floorsAnswer.floors}
          more={more}
          cityName={cityName}
          all={all}
          waiting={!more && !moreFailed}
          onNear={() => setWanted(2)}
        />
      </Suspense>
      {moreFailed ? <LowerFailed error={moreQuery.error} retry={() => void moreQuery.refetch()} /> : null}
    </>
  );
}

function LowerFailed({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div className="sf-home-card sf-home-lower-failed" role="alert" data-testid="home-lower-failed">
      <span>更多内容没有加载出来：{displayMessage(error)}</span>
      <Button size="mini" fill="none" color="primary" onClick={retry}>
        重试
      </Button>
    </div>
  );
}
