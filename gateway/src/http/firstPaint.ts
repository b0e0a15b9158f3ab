/**
 * The home's first paint from the server. Without it, a first visit to `/` shows nothing until the
 * app's scripts have run, asked for the home's data and drawn the banner: on a mid-range phone the
 * banner (the page's largest paint) came seconds after the HTML. With it, the HTML for `/` carries a
 * still picture of the top of the home (the open-app bar where the app shows one, the header and the
 * first banner) laid over the page, which the app removes once it shows the home itself.
 *
 * The web build draws that page with its own components and writes it beside index.html
 * (web/src/build/firstPaint.tsx, scripts/build-first-paint.mjs); the gateway holds none of the web's
 * markup and only fills in, at the markers of `@storefront/schema/firstPaint`, the first banner of
 * the backend's home banners, anonymous (the same for everyone) and kept for a minute, and the live
 * notice advert, whose picture the still's script fetches with the app's scripts (on a first visit
 * the app pops it up over the home). When no banner is at hand in time, `/` is served as built.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_PAINT_FILE, FIRST_PAINT_SLOTS, type FirstPaintPages } from '@storefront/schema/firstPaint';
import type { Upstream } from '../context.ts';
import { homeApi, type LegacyNotice } from '../domains/home/api.ts';
import { mediaUrl } from '../domains/shared/media.ts';
import type { UpstreamClient } from '../upstream/index.ts';

export interface FirstBanner {
  /** The picture, as the app links it (`/media/…`). */
  image: string;
  title: string;
  /** The live notice advert's id and picture (as the app links it), when there is one. */
  notice?: NoticePicture | null;
}

export interface NoticePicture {
  id: string;
  image: string;
}

/** Only the gateway's own media path may go into the picture (never a URL from elsewhere). */
const MEDIA_PATH = /^\/media\/[\w%./-]+(\?[\w%.=&-]*)?$/;
/** A notice id the still may carry: the backend's ids are short words or numbers. */
const NOTICE_ID = /^[\w-]{1,40}$/;

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The pages the web build wrote for `/` (web/dist/first-paint.json), or null when it wrote none. */
export function loadFirstPaintPages(webDistDir: string): FirstPaintPages | null {
  const file = join(webDistDir, FIRST_PAINT_FILE);
  if (!existsSync(file)) return null;
  const pages = JSON.parse(readFileSync(file, 'utf8')) as Partial<FirstPaintPages>;
  const complete = (page: unknown): page is string =>
    typeof page === 'string' && Object.values(FIRST_PAINT_SLOTS).every((slot) => page.includes(slot));
  return complete(pages.withOpenAppBar) && complete(pages.plain)
    ? { withOpenAppBar: pages.withOpenAppBar, plain: pages.plain }
    : null;
}

/**
 * `/` with its still, the live banner and notice advert filled in (escaped), or null when the banner
 * is not a media path of ours (the caller then serves `/` as built). A notice whose id or picture is
 * not one the still can carry is left out. `openAppBanner`: the visitor's host is one where the app
 * shows the open-app bar on `/` (from the request's user agent and query, as the web decides it).
 */
export function fillFirstPaint(
  pages: FirstPaintPages,
  banner: FirstBanner,
  { openAppBanner }: { openAppBanner: boolean },
): string | null {
  if (!MEDIA_PATH.test(banner.image)) return null;
  const notice =
    banner.notice && NOTICE_ID.test(banner.notice.id) && MEDIA_PATH.test(banner.notice.image)
      ? banner.notice
      : null;
  const values: Record<keyof typeof FIRST_PAINT_SLOTS, string> = {
    bannerImage: banner.image,
    bannerTitle: banner.title,
    noticeId: notice?.id ?? '',
    noticeImage: notice?.image ?? '',
  };
  let html = openAppBanner ? pages.withOpenAppBar : pages.plain;
  for (const [name, slot] of Object.entries(FIRST_PAINT_SLOTS)) {
    html = html.replaceAll(slot, escapeAttribute(values[name as keyof typeof FIRST_PAINT_SLOTS]));
  }
  return html;
}

export interface FirstBannerSource {
  /** The banner if one is at hand within `waitMs`, else null (and a fetch goes on for the next visit). */
  get(): Promise<FirstBanner | null>;
}

/**
 * The home's first banner and the live notice advert, fetched anonymously and kept for `ttlMs` (a
 * failed notice only leaves the notice out). A visit never waits more than
 * `waitMs` for it; after a failed fetch, visits go without the picture for `failureTtlMs`, then ask
 * again. The gateway asks once as it starts, so the first visitor has it too.
 */
export function firstBannerSource(
  client: UpstreamClient,
  {
    ttlMs = 60_000,
    failureTtlMs = 5_000,
    waitMs = 150,
    now = Date.now,
  }: { ttlMs?: number; failureTtlMs?: number; waitMs?: number; now?: () => number } = {},
): FirstBannerSource {
  const upstream: Upstream = {
    call: (endpoint, params = {}) => client.call(endpoint, params, { kind: 'H5' }),
    as: () => {
      throw new Error('the first banner is fetched anonymously');
    },
  };
  let kept: { banner: FirstBanner | null; until: number } | null = null;
  let pending: Promise<void> | null = null;

  const refresh = () =>
    (pending ??= Promise.all([
      homeApi.banners(upstream, 'home'),
      homeApi.notice(upstream).then(
        ({ notice }) => noticePicture(notice),
        () => null,
      ),
    ])
      .then(([{ list }, notice]) => {
        const first = list[0];
        const image = first ? mediaUrl(first.image) : null;
        kept = {
          banner: first && image ? { image, title: String(first.title ?? ''), notice } : null,
          until: now() + ttlMs,
        };
      })
      .catch(() => {
        kept = { banner: null, until: now() + failureTtlMs };
      })
      .finally(() => {
        pending = null;
      }));

  return {
    async get() {
      if (kept && now() < kept.until) return kept.banner;
      const stale = kept?.banner ?? null;
      const fetching = refresh();
      if (stale) return stale; // served while the fresh one is fetched
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
      await Promise.race([fetching, timeout]);
      clearTimeout(timer);
      return kept && now() < kept.until ? kept.banner : null;
    },
  };
}

function noticePicture(notice: LegacyNotice | null | undefined): NoticePicture | null {
  const image = notice ? mediaUrl(notice.image) : null;
  return notice && image ? { id: String(notice.id), image } : null;
}
