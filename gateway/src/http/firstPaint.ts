/**
 * The home's first paint from the server. Without it, a first visit to `/` shows nothing until the
 * app's scripts have run, asked for the home's data and drawn the banner: on a mid-range phone the
 * banner (the page's largest paint) came seconds after the HTML. With it, the HTML for `/` carries a
 * still picture of the top of the home: the open-app banner where the app shows one, the header and
 * the first banner, drawn with the app's own class names and stylesheets, laid over the page
 * (`#sf-first-paint`). The app starts once that has painted, draws the real home beneath it, and
 * removes it (web/src/app/firstPaint.ts) when the home shows its content or the shopper leaves `/`.
 *
 * The banner comes from the backend's home banners, anonymous (it is the same for everyone), kept for
 * a minute. When none is at hand in time, `/` is served as built and the app starts as usual. The
 * live notice advert comes with it: on a first visit the app pops it up over the home, and its
 * picture is then the screen's largest; the boot script fetches that picture together with the
 * app's scripts, where the app alone would ask for it only once the home's answer was drawn.
 */
import { HOST_KINDS, kindFlags } from '@storefront/schema/host';
import { HOST_STORAGE_KEY, NOTICE_STORAGE_KEY, OPEN_APP_CLOSED_KEY } from '@storefront/schema/host/config';
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

/** The entry script as Vite writes it into index.html's head. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;
/** A module preload, as Vite writes them and as the route preloads (appHtml.ts) add them. */
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">/g;
/** Only the gateway's own media path may go into the picture (never a URL from elsewhere). */
const MEDIA_PATH = /^\/media\/[\w%./-]+(\?[\w%.=&-]*)?$/;
/** A notice id the boot script may carry: the backend's ids are short words or numbers. */
const NOTICE_ID = /^[\w-]{1,40}$/;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Starts the app once the still picture has painted (its first contentful paint, and the banner's
 * picture loaded or failed); at the latest after 3 s, for a browser that reports no paint. Then, and
 * only then, the app's scripts are fetched: the entry, and all its modules at once (the preloads the
 * head would have named), so they neither hold the first paint back nor compete with it for the
 * network. Measured on Lighthouse's simulated slow 4G: LCP 2.5 s with the scripts preloaded in the
 * head, 1.1 s fetched after the paint (3.6 s without the still). Each preload is added in a task of
 * its own: added together, the 20-odd links held the main thread for about 15 ms of this VM's time
 * (60 ms of Lighthouse's phone), every millisecond of it after the first paint.
 */
function bootScript(entry: string, preloads: string[], notice: NoticePicture | null): string {
  // First, before anything paints: no open-app banner where this session closed it, or where the
  // host decided on landing hides it (the app's own webviews, mini-programs).
  return `<script>(function(){try{var ss=window.sessionStorage,kind=(JSON.parse(ss.getItem(${JSON.stringify(HOST_STORAGE_KEY)})||'{}')||{}).kind;
if(ss.getItem(${JSON.stringify(OPEN_APP_CLOSED_KEY)})==='1'||${HIDING_KIND_TEST}){var band=document.querySelector('#sf-first-paint .sf-open-app');band&&band.remove();}}catch(e){}})();
(function(){var started=false,painted=false;
function start(){if(started)return;started=true;var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};document.head.appendChild(s);
${notice ? noticePreload(notice) : ''}${JSON.stringify(preloads)}.forEach(function(href){setTimeout(function(){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;document.head.appendChild(l);},0);});}
var img=document.querySelector('#sf-first-paint img');
function ready(){if(painted&&(!img||img.complete))requestAnimationFrame(function(){setTimeout(start,0);});}
try{new PerformanceObserver(function(list){if(list.getEntries().some(function(e){return e.name==='first-contentful-paint';})){painted=true;ready();}}).observe({type:'paint',buffered:true});}catch(e){painted=true;ready();}
if(img){img.addEventListener('load',ready);img.addEventListener('error',function(){img=null;ready();});}
setTimeout(start,3000);})();</script>`;
}

/** The stored host's kind is one that draws its own chrome (kinds are plain words: no quoting needed). */
const HIDING_KIND_TEST = HOST_KINDS.filter((kind) => kindFlags(kind).hideChrome)
  .map((kind) => `kind==='${kind}'`)
  .join('||');

/**
 * The notice advert's picture, fetched beside the app's scripts when this device has not seen the
 * advert yet (the app shows each advert once: features/home/noticeMemory.ts). Low priority: the
 * scripts come first, and the picture is wanted only once the home's answer is drawn.
 */
function noticePreload({ id, image }: NoticePicture): string {
  return `try{var seen=JSON.parse(window.localStorage.getItem(${JSON.stringify(NOTICE_STORAGE_KEY)})||'[]');if(!(Array.isArray(seen)&&seen.indexOf(${JSON.stringify(id)})>=0)){var n=document.createElement('link');n.rel='preload';n.as='image';n.fetchPriority='low';n.href=${JSON.stringify(image)};document.head.appendChild(n);}}catch(e){}
`;
}

/** The open-app banner as the app draws it on `/` (app/shell/OpenAppBanner.tsx), still. */
const OPEN_APP_BAND = `<div class="sf-open-app"><button type="button" tabindex="-1" class="sf-open-app__close">×</button><span class="sf-open-app__logo">悠</span><span class="sf-open-app__text"><span class="sf-open-app__title">打开悠游旅行APP</span><span class="sf-open-app__sub">更多精彩等着你</span></span><button type="button" tabindex="-1" class="sf-open-app__button">立即打开</button></div>`;

/** The still picture: the home's header and first banner, with the app's own class names. */
function stillHtml(banner: FirstBanner, openAppBanner: boolean): string {
  return `<div id="sf-first-paint" aria-hidden="true" style="position:absolute;top:0;left:0;right:0;min-height:100vh;z-index:2000;background:var(--sf-page-bg)">
<!-- The app's frame (.sf-app in theme.css), by style so that nothing looks for it here. -->
<div style="position:relative;max-width:var(--sf-max-width);min-height:100vh;margin:0 auto;background:var(--sf-page-bg)">${openAppBanner ? OPEN_APP_BAND : ''}<div class="sf-home">
<header class="sf-home-header"><div class="sf-home-header__brand-row"><div class="sf-home-header__brand">悠游旅行</div><span class="sf-home-header__slogan">让每一次出发都更从容</span></div>
<div class="sf-home-header__bar"><span class="sf-home-header__city"></span><span class="sf-home-header__search"><span>搜索目的地 / 景点 / 酒店</span></span></div></header>
<section class="sf-home-banners"><div class="sf-home-banners__still"><img class="sf-img" src="${escapeHtml(banner.image)}" alt="${escapeHtml(banner.title)}" width="750" height="320" fetchpriority="high" style="aspect-ratio:750/320"></div></section>
</div></div></div>`;
}

/**
 * index.html with the still picture: the entry script and the module preloads leave the head (the
 * boot script adds them once the still has painted), the picture and the boot script follow the
 * app's root; stylesheets stay, the still is drawn with them. `openAppBanner`: the host (from the
 * request's user agent and query, as the web decides it) is one where the app shows it on `/`.
 * Unchanged when the HTML has no entry script as Vite writes it, or the banner is not a media path
 * of ours; a notice whose id or picture is not one we can carry is left out.
 */
export function withFirstPaint(
  html: string,
  banner: FirstBanner,
  { openAppBanner }: { openAppBanner: boolean },
): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry || !MEDIA_PATH.test(banner.image) || !html.includes('<div id="root"></div>')) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const notice =
    banner.notice && NOTICE_ID.test(banner.notice.id) && MEDIA_PATH.test(banner.notice.image) ? banner.notice : null;
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(entry[0], '')
    .replace(
      '<div id="root"></div>',
      `<div id="root"></div>\n${stillHtml(banner, openAppBanner)}\n${bootScript(entry[1]!, preloads, notice)}`,
    );
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
      homeApi.notice(upstream).then(({ notice }) => noticePicture(notice), () => null),
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
