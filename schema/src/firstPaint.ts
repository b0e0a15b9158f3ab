/**
 * The contract between the web build and the gateway for `/`'s first paint: the build writes, beside
 * index.html, the HTML of `/` with a still picture of the home's top drawn by the app's own
 * components (web/src/build/firstPaint.tsx, scripts/build-first-paint.mjs); the gateway fills in the
 * live banner and notice advert at these markers (gateway/src/http/firstPaint.ts) and holds none of
 * the web's markup itself.
 */

/** The file in the web build's output folder. */
export const FIRST_PAINT_FILE = 'first-paint.json';

/** Its content: the page with and without the open-app bar (drawn only where the host shows it). */
export interface FirstPaintPages {
  withOpenAppBar: string;
  plain: string;
}

/**
 * Where the live values go, each a marker nothing else in the page contains; the gateway puts them in
 * escaped for an HTML attribute (the notice's pair empty when there is no live advert).
 */
export const FIRST_PAINT_SLOTS = {
  bannerImage: '__SF_BANNER_IMAGE__',
  bannerTitle: '__SF_BANNER_TITLE__',
  noticeId: '__SF_NOTICE_ID__',
  noticeImage: '__SF_NOTICE_IMAGE__',
} as const;
