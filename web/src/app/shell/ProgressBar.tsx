import { useEffect, useSyncExternalStore } from 'react';
import { useNavigation } from 'react-router-dom';
import { progress } from './activity.ts';
import './shell.css';

/** The 2px bar at the top of the viewport (spec §1, §9). */
export function ProgressBar() {
  const state = useSyncExternalStore(progress.subscribe, progress.getState);
  return (
    <div
      className={`sf-progress${state.visible ? ' sf-progress--visible' : ''}${state.failed ? ' sf-progress--failed' : ''}`}
      role="progressbar"
      aria-hidden={!state.visible}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(state.percent)}
    >
      <div className="sf-progress__fill" style={{ transform: `scaleX(${state.percent / 100})` }} />
    </div>
  );
}

/** Reports route changes that wait (a page chunk or a loader) to the progress bar. */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  useEffect(() => {
    if (!busy) return;
    const end = progress.begin();
    return () => end();
  }, [busy]);
  return null;
}
