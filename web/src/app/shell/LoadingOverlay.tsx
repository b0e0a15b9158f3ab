import { useSyncExternalStore } from 'react';
import { LOADING_TEXT } from '../../components/feedbackTexts.ts';
import { loadingOverlay } from './activity.ts';
import './shell.css';

/**
 * Shown while requests are pending (spec §4) — only those slower than 200 ms, fading over 0.3 s
 * (spec §9). It lets taps through except while a mutation is pending.
 */
export function LoadingOverlay() {
  const { visible, blocking } = useSyncExternalStore(loadingOverlay.subscribe, loadingOverlay.getState);
  return (
    <div
      className={`sf-loading${visible ? ' sf-loading--visible' : ''}${visible && blocking ? ' sf-loading--blocking' : ''}`}
      aria-hidden={!visible}
    >
      <div className="sf-loading__box" role={visible ? 'status' : undefined}>
        <Spinner />
        <span className="sf-loading__text">{LOADING_TEXT}</span>
      </div>
    </div>
  );
}

/**
 * antd-mobile's SpinLoading drawn with CSS alone (same circle, rotation and breathing arc): its own
 * animation runs on react-spring, which would otherwise load with the entry just for this spinner.
 */
function Spinner() {
  return (
    <svg className="sf-spinner" viewBox="0 0 32 32" aria-hidden="true">
      <circle className="sf-spinner__arc" r="15" cx="16" cy="16" fill="transparent" strokeWidth="2" />
    </svg>
  );
}
