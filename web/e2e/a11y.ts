// The accessibility check every journey can run on the screen it reaches: WCAG 2.1 A and AA with
// axe-core, failing on a violation of impact serious or critical and naming what it found (rule,
// impact, element, axe's summary). The check is soft, so a journey lists every screen's findings.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Waits for the screen to come to rest, since axe reads colours mid-fade otherwise (a toast fading
 * out measured as pale grey on grey): toasts gone (they leave by themselves), CSS animations and
 * transitions that end (a popup's fade-in; endless ones such as a skeleton's shimmer never do),
 * and antd-mobile's spring-driven layers at rest (a Popup's body takes pointer events again and its
 * mask is fully opaque once its spring stops).
 */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('.adm-toast-mask'), 'toasts gone').toHaveCount(0);
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          // Laid out at all (these layers are fixed, so offsetParent says nothing).
          const shown = (el: Element) => el.getClientRects().length > 0;
          const bodies = [...document.querySelectorAll('.adm-popup-body, .adm-center-popup-body')];
          const masks = [...document.querySelectorAll('.adm-mask')];
          return (
            bodies.filter(shown).every((el) => getComputedStyle(el).pointerEvents !== 'none') &&
            masks.filter(shown).every((el) => getComputedStyle(el).opacity === '1')
          );
        }),
      { message: 'popups and masks at rest' },
    )
    .toBe(true);
}

/**
 * The serious and critical WCAG 2.1 A/AA findings on the page as it is now, one line per element:
 * `rule (impact) target: summary`.
 */
export async function blockingFindings(page: Page): Promise<string[]> {
  await settled(page);
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_21_AA)
    // The one accepted exception: spec §9 fixes the viewport scale (web/index.html has
    // `maximum-scale=1, user-scalable=no`) so the phone layout never zooms on an input's focus.
    // axe's meta-viewport rule flags exactly that, and only that rule is turned off.
    .disableRules(['meta-viewport'])
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes
      .filter((node) => BLOCKING.has(node.impact ?? violation.impact ?? ''))
      .map((node) => {
        const summary = (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').trim();
        return `${violation.id} (${node.impact ?? violation.impact}) ${node.target.join(' >> ')}: ${summary}`;
      }),
  );
}

/** A soft check of one screen: the test goes on to the next screen and fails at its end. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const findings = await blockingFindings(page);
  expect.soft(findings, `axe (WCAG 2.1 AA) on ${screen}: serious or critical violations`).toEqual([]);
}
