import { routeNameFor } from '../../lib/openApp/index.ts';

/** Spec §2.7, §9: the customer-service phone line. */
export const SERVICE_PHONE = '400-850-1666';
export const SERVICE_PHONE_HREF = `tel:${SERVICE_PHONE}`;

/** Routes whose `id` query value is the product the shopper asks about (spec §2.7). */
const PRODUCT_ROUTES: ReadonlySet<string> = new Set(['detail', 'visa-detail']);

/** The product in question on this page, or null. */
export function productIdFor(pathname: string, search: string): string | null {
  if (!PRODUCT_ROUTES.has(routeNameFor(pathname))) return null;
  const id = new URLSearchParams(search).get('id')?.trim();
  return id ? id : null;
}

/** The message a mini-program host receives instead of the chat page opening (spec §2.7). */
export function openCustomerServiceMessage(productId: string | null) {
  return { type: 'openCustomerService', productId } as const;
}

/** The chat URL if it is one a browser may be sent to (http or https), else null. */
export function chatUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, 'http://storefront.invalid');
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return raw;
  } catch {
    return null;
  }
}
