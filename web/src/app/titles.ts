/** The product name: the title of every page without its own (spec §2.3). */
export const PRODUCT_NAME = '悠游旅行';

/** A fixed title, or one computed from the query (e.g. `/team` with `class_id=1`). */
export type TitleRule = string | ((query: URLSearchParams) => string | null | undefined);

/**
 * Page titles by route path (spec §2.3). One map for the whole app: a new page adds its line here.
 * A function returning nothing falls back to the product name.
 */
export const pageTitles: Record<string, TitleRule> = {
  '/login': '登录',
  '/register': '注册',
  '/personal': '我的',
};

/** The document title for a location. Trailing slashes are ignored (`/personal/` is `/personal`). */
export function titleFor(pathname: string, search = ''): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const rule = pageTitles[path];
  if (rule === undefined) return PRODUCT_NAME;
  if (typeof rule === 'string') return rule;
  return rule(new URLSearchParams(search)) || PRODUCT_NAME;
}
