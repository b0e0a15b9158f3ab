/**
 * The app route of spec §2.8: what follows `{scheme}://` when "open now" launches the native app.
 * The app's routing protocol, not configuration, so the ids live here rather than in config/.
 */

/** Spec §9 category ids. 1000 is the app's home; the spec names the others only by number. */
export const HOME_CATEGORY = 1000;
export const DETAIL_CATEGORY = 4000;
/** Category 3000 routes need the destination for these subtypes … */
export const END_CITY_SUBTYPES: ReadonlySet<number> = new Set([6, 2, 11]);
/** … and departure plus destination for these. */
export const START_END_CITY_SUBTYPES: ReadonlySet<number> = new Set([0, 1, 4]);

type Part = string | number | null | undefined;

/**
 * The page's place in the app, named as the spec names the banner's inputs (spec §2.8).
 */
export interface AppPathInput {
  /**
   * An explicit app route as segments (`['order', 'list']` → `order/list`). When it has any
   * non-blank segment it is used as is and the rules below are skipped: it is for pages whose app
   * counterpart the category rules cannot express. Segments are percent-encoded, so a `/` inside
   * one cannot add a level.
   */
  routerList?: readonly Part[] | null;
  /** Category id: 1000, 2000, 3000 or 4000. */
  sId?: Part;
  /** Subtype within the category. */
  hId?: Part;
  startCity?: Part;
  endCity?: Part;
  /** Product id (category 4000). */
  pId?: Part;
}

export interface AppPathOptions {
  /**
   * The iOS app opens its home from a bare `{scheme}://`, so on iOS the "anything else" rule gives
   * the empty path (spec §2.8 "iOS fallback {address}").
   */
  isIOS?: boolean;
}

/**
 * The app route for a page (spec §2.8), segments percent-encoded:
 * - category 4000: `detail/4000/{subtype}/{productId}`
 * - category 3000, subtype 6, 2 or 11: `3000/{subtype}/{endCity}`
 * - category 3000, subtype 0, 1 or 4: `3000/{subtype}/{startCity}/{endCity}`
 * - category 3000, other subtypes: `3000/{subtype}`
 * - category 2000: `2000/{subtype}`
 * - anything else: the category alone (`1000`, the home, when there is none); `''` on iOS.
 *
 * A rule whose parts are missing falls back to the category's less specific route (4000 without a
 * product → `4000`; 3000/6 without a destination → `3000/6`; 2000 without a subtype → `2000`), so
 * the app gets a route it can open, never one with an empty segment.
 */
export function appPath(input: AppPathInput, options: AppPathOptions = {}): string {
  const explicit = (input.routerList ?? []).map(part).filter((s): s is string => s !== null);
  if (explicit.length > 0) return join(explicit);

  const category = integer(input.sId);
  const subtype = integer(input.hId);
  const start = part(input.startCity);
  const end = part(input.endCity);
  const product = part(input.pId);

  if (category === DETAIL_CATEGORY) {
    return subtype !== null && product !== null
      ? join(['detail', category, subtype, product])
      : join([category]);
  }
  if (category === 3000) {
    if (subtype === null) return join([category]);
    if (END_CITY_SUBTYPES.has(subtype) && end !== null) return join([category, subtype, end]);
    if (START_END_CITY_SUBTYPES.has(subtype) && start !== null && end !== null) {
      return join([category, subtype, start, end]);
    }
    return join([category, subtype]);
  }
  if (category === 2000) {
    return subtype !== null ? join([category, subtype]) : join([category]);
  }
  if (options.isIOS) return '';
  return join([category !== null && category > 0 ? category : HOME_CATEGORY]);
}

function part(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text;
}

/** A whole number from a number or a digit string (`'06'` → 6); null otherwise. */
function integer(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value)) return Number(value);
  return null;
}

function join(parts: readonly (string | number)[]): string {
  return parts.map((p) => encodeURIComponent(String(p))).join('/');
}
