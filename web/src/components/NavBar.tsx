import { LeftOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import 'antd-mobile/es/components/nav-bar/nav-bar.css';

export interface NavBarProps {
  title: ReactNode;
  /** Draws the back arrow, a button named 返回; none without it. */
  onBack?: () => void;
  right?: ReactNode;
  className?: string;
}

/**
 * antd-mobile's NavBar as it looks (its markup's class names and its stylesheet), with the back
 * arrow as a real button named 返回. antd-mobile's own draws its left side as a `role="button"` div
 * with no name that takes no focus, arrow or not, so a screen reader announced a nameless button
 * and the keyboard could not go back.
 */
export function NavBar({ title, onBack, right, className }: NavBarProps) {
  return (
    <div className={className ? `adm-nav-bar ${className}` : 'adm-nav-bar'}>
      <div className="adm-nav-bar-left">
        {onBack && (
          <button type="button" className="adm-nav-bar-back sf-nav-back" aria-label="返回" onClick={onBack}>
            <span className="adm-nav-bar-back-arrow">
              <LeftOutline />
            </span>
          </button>
        )}
      </div>
      <div className="adm-nav-bar-title">{title}</div>
      <div className="adm-nav-bar-right">{right}</div>
    </div>
  );
}
