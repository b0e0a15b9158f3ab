import { createHash } from 'node:crypto';
import { APP_SCHEME } from '@storefront/schema/host/config';

/** Inline scripts (no `src`) and their text: the first paint's boot script is one. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

const cache = new Map<string, string>();
/** Pages are few (one per route, and the first paint's, renewed with the banner each minute). */
const CACHE_LIMIT = 256;

/**
 * The Content-Security-Policy of the app's HTML. No other site may frame it (clickjacking); scripts
 * only from this origin, plus the page's own inline scripts by hash; data only from this origin
 * (the app talks to /graphql). Styles may be inline: the first paint's still is drawn with style
 * attributes, and style injection is not how a script gets in. Pictures may come from any https
 * origin, as banners link them. The one frame the app makes is the hidden one that launches the
 * company app's scheme on Android (spec §4).
 */
export function appContentSecurityPolicy(html: string): string {
  const known = cache.get(html);
  if (known !== undefined) return known;
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    (match) => ` 'sha256-${createHash('sha256').update(match[1]!, 'utf8').digest('base64')}'`,
  );
  const policy = [
    "default-src 'self'",
    `script-src 'self'${hashes.join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${APP_SCHEME}:`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(html, policy);
  return policy;
}
