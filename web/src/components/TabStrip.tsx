import { useEffect, useRef, type KeyboardEvent } from 'react';
import './tabStrip.css';

export interface TabStripItem {
  key: string;
  title: string;
}

export interface TabStripProps {
  items: readonly TabStripItem[];
  activeKey: string;
  onChange: (key: string) => void;
  /** What the tabs choose between, for screen readers (`订单类型`). */
  label: string;
  className?: string;
}

/**
 * A row of tabs that scrolls sideways when they do not fit, the active one underlined and brought
 * into view. It looks like antd-mobile's Tabs header and replaces it where a page needs only the
 * header: antd's measures its tabs while rendering and moves its ink bar and scroll with react-spring,
 * which a first load then has to fetch and run. This one draws with CSS alone and reads layout only
 * after a change has painted.
 */
export function TabStrip({ items, activeKey, onChange, label, className }: TabStripProps) {
  const list = useRef<HTMLDivElement>(null);
  const shown = useRef(false);

  useEffect(() => {
    const row = list.current;
    const tab = row?.querySelector<HTMLElement>('[aria-selected="true"]');
    const first = !shown.current;
    shown.current = true;
    // The first tab of an unscrolled row is in view already: nothing to measure on a first load.
    if (!row || !tab || (first && tab === row.firstElementChild && row.scrollLeft === 0)) return;
    // Centred where the row allows (the row is the tabs' offset parent); gliding after the first time.
    const left = Math.max(0, tab.offsetLeft - (row.clientWidth - tab.offsetWidth) / 2);
    if (!first && typeof row.scrollTo === 'function') row.scrollTo({ left, behavior: 'smooth' });
    else row.scrollLeft = left;
  }, [activeKey]);

  // Arrow keys, Home and End move between tabs (the WAI-ARIA tabs pattern); the choice follows focus.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = items.findIndex((item) => item.key === activeKey);
    const moves: Record<string, number> = {
      ArrowRight: at + 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: items.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const index = (to + items.length) % items.length;
    onChange(items[index]!.key);
    (list.current?.children[index] as HTMLElement | undefined)?.focus();
  };

  return (
    <div
      ref={list}
      className={`sf-tab-strip${className ? ` ${className}` : ''}`}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const active = item.key === activeKey;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            className={`sf-tab-strip__tab${active ? ' sf-tab-strip__tab--active' : ''}`}
            onClick={() => {
              if (!active) onChange(item.key);
            }}
          >
            {item.title}
          </button>
        );
      })}
    </div>
  );
}
