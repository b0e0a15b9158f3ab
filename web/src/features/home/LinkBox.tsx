import { createContext, useContext, useMemo, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { todayInShanghai } from '@storefront/schema/dates';
import type { LinkBox_LinkFragment } from '../../__generated__/graphql.ts';
import { useHost } from '../../app/HostContext.tsx';
import { NO_LINK, resolveBannerLink, type BannerLinkContext, type LinkTarget } from '../../lib/links/index.ts';
import { openTarget, toBannerLinkInput } from './links.ts';

const LoggedInContext = createContext(false);

/** Tells the links below whether a member is logged in (link type 14 differs); the home knows from `me`. */
export function LinkLoginProvider({ loggedIn, children }: { loggedIn: boolean; children: ReactNode }) {
  return <LoggedInContext.Provider value={loggedIn}>{children}</LoggedInContext.Provider>;
}

/** The resolver's context for this visit: today in Shanghai, login, the host. */
export function useLinkContext(): BannerLinkContext {
  const isLoggedIn = useContext(LoggedInContext);
  const host = useHost();
  // Today is read per render of the owner, so a page left open past midnight still gets today's dates.
  const today = todayInShanghai();
  return useMemo(() => ({ today, isLoggedIn, host }), [today, isLoggedIn, host]);
}

/** Where `link` goes in this visit; a link that cannot be resolved goes nowhere. */
export function useLinkTarget(link: LinkBox_LinkFragment | null | undefined): LinkTarget {
  const ctx = useLinkContext();
  return useMemo(() => {
    if (!link) return NO_LINK;
    try {
      return resolveBannerLink(toBannerLinkInput(link), ctx);
    } catch {
      return NO_LINK;
    }
  }, [link, ctx]);
}

/** Follows a resolved link (route, company page or mini-program page). */
export function useOpenTarget() {
  const navigate = useNavigate();
  return (target: LinkTarget) =>
    openTarget(target, {
      navigate: (to) => navigate(to),
      assign: (url) => window.location.assign(url),
      sdk: window as unknown as Parameters<typeof openTarget>[1]['sdk'],
    });
}

export interface LinkBoxProps {
  link: LinkBox_LinkFragment | null | undefined;
  className?: string;
  style?: CSSProperties;
  /** Accessible name when the content has no text of its own (an image-only banner). */
  label?: string;
  children: ReactNode;
  /** Called after the link was followed (e.g. the notice popup closes). */
  onOpened?: () => void;
}

/**
 * A tappable area for a server-configured link. A route or company page renders as a real `<a>`
 * (long-press, open in new tab and screen readers work); a mini-program page as a button; a link
 * that goes nowhere as a plain, inert block.
 */
export function LinkBox({ link, className, style, label, children, onOpened }: LinkBoxProps) {
  const target = useLinkTarget(link);
  const open = useOpenTarget();
  const classes = `sf-link ${className ?? ''}`.trim();

  if (target.kind === 'none') {
    return (
      <div className={classes} style={style} aria-label={label}>
        {children}
      </div>
    );
  }
  const onClick = (event: MouseEvent) => {
    // Leave modified clicks (new tab, download) to the browser.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    if (open(target)) onOpened?.();
  };
  if (target.kind === 'mini-program') {
    return (
      <div
        className={classes}
        style={style}
        role="button"
        tabIndex={0}
        aria-label={label}
        onClick={onClick}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            if (open(target)) onOpened?.();
          }
        }}
      >
        {children}
      </div>
    );
  }
  const href = target.kind === 'route' ? target.to : target.url;
  return (
    <a className={classes} style={style} href={href} aria-label={label} onClick={onClick}>
      {children}
    </a>
  );
}
