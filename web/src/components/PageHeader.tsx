import type { ReactNode } from 'react';
import { useHost } from '../app/HostContext.tsx';
import { NavBar } from './NavBar.tsx';
import { useBack } from './useBack.ts';

export interface PageHeaderProps {
  title: ReactNode;
  /** Hide the back arrow (e.g. on a tab page). */
  noBack?: boolean;
  /** Where back goes when there is no in-app history (a deep link); `/` by default. */
  fallback?: string;
  right?: ReactNode;
}

/**
 * The pink gradient header with a back arrow. Not drawn inside the company app or a mini-program:
 * those hosts draw their own title bar (spec §2.5), and two would stack.
 */
export function PageHeader({ title, noBack, fallback = '/', right }: PageHeaderProps) {
  const host = useHost();
  const onBack = useBack(fallback);
  if (host.hideChrome) return null;
  return (
    <header className="sf-header">
      <NavBar title={title} onBack={noBack ? undefined : onBack} right={right} />
    </header>
  );
}
