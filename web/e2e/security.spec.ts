import { expect, test, type Page } from '@playwright/test';
import { closeNotice, loginFreshMember } from './helpers.ts';

// The app's HTML carries a Content-Security-Policy (gateway/src/http/contentSecurity.ts): no other
// site may frame it, and scripts run only from the origin or by hash. These journeys run under it in
// real Chromium and fail on any violation the app itself causes.

/** Records every CSP violation the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (t: string) => void })
        .__reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the home (with its first paint), flights, login and the member area run under the policy', async ({
  page,
  request,
}) => {
  const violations = await watchViolations(page);
  const home = await page.goto('/');
  expect(home?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  // The live home, drawn in #root (the first paint's still lies over it until then).
  await expect(page.locator('#root .sf-home')).toBeVisible();
  await page.goto('/air');
  await expect(page.getByRole('button', { name: /搜索/ }).first()).toBeVisible();
  await loginFreshMember(page, request, '/personal');
  await page.goto('/myOrder/allorder');
  await page.goto('/personal/guest');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

// The project's phone is a Pixel 7: Android, where 立即打开 launches the scheme from a hidden frame.
test('立即打开 launches the app scheme from its hidden frame under the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await closeNotice(page);
  await page.getByRole('button', { name: '立即打开' }).click();
  await expect(page).toHaveURL(/\/download$/, { timeout: 5000 });
  expect(violations).toEqual([]);
});

test('another site cannot frame the storefront', async ({ page, baseURL }) => {
  // A page of another origin (about:blank here) framing the app: Chromium blocks it and says why.
  const blocked = page.waitForEvent('console', (message) => /frame-ancestors 'none'/.test(message.text()));
  await page.setContent('<iframe id="victim" width="375" height="600"></iframe>');
  await page.evaluate(
    (src) =>
      new Promise<void>((resolve) => {
        const frame = document.getElementById('victim') as HTMLIFrameElement;
        frame.onload = () => resolve();
        frame.src = src;
      }),
    `${baseURL}/personal`,
  );
  expect((await blocked).text()).toMatch(/has been blocked/);
  const victim = page.frames().find((frame) => frame !== page.mainFrame())!;
  expect(victim.url()).not.toContain(String(baseURL));
  await expect(victim.locator('#root')).toHaveCount(0);
});
