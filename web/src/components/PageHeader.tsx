import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useBack } from './useBack.ts';

export interface PageHeaderProps {
  title: ReactNode;
  /** Hide the back arrow (e.g. on a tab page). */
  noBack?: boolean;
  /** Where back goes when there is no in-app history (a deep link); `/` by default. */
  fallback?: string;
  right?: ReactNode;
}

/** The pink gradient header with a back arrow; one component so host-app hiding lands in one place. */
export function PageHeader({ title, noBack, fallback = '/', right }: PageHeaderProps) {
  const onBack = useBack(fallback);
  return (
    <header className="sf-header">
      <NavBar back={noBack ? null : ''} backIcon={!noBack} onBack={onBack} right={right}>
        {title}
      </NavBar>
    </header>
  );
}
