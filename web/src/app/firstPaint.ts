/**
 * The still picture of the home's top that the gateway lays over `/` so a first visit paints before
 * the app has started (gateway/src/http/firstPaint.ts). The app draws the real page beneath it and
 * takes it away once the page shows itself: the home when its content (or its failure) is drawn,
 * any other page as soon as the shopper is on it, an error page at once.
 */
export const FIRST_PAINT_ID = 'sf-first-paint';

export function removeFirstPaint(doc: Document = document): void {
  doc.getElementById(FIRST_PAINT_ID)?.remove();
}
