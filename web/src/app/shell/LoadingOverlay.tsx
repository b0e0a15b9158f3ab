import { SpinLoading } from 'antd-mobile';
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
        <SpinLoading color="white" style={{ '--size': '28px' }} />
        <span className="sf-loading__text">{LOADING_TEXT}</span>
      </div>
    </div>
  );
}
