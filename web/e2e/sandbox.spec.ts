import { expect, test, type Page } from '@playwright/test';
import { E2E_INTERNAL_TOKEN } from './internalToken.ts';

// The GraphQL sandbox (GraphiQL 5 with the Explorer plugin, gateway/sandbox, served at GET /graphql)
// with no network but the gateway: every request elsewhere is blocked and recorded, and there must
// be none. The page runs under its own Content-Security-Policy (gateway/src/http/sandbox.ts), and
// any violation fails too.

// GraphiQL is a desktop tool: a desktop window, not the journeys' phone.
test.use({
  viewport: { width: 1366, height: 900 },
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
  // What an internal tool's proxy does: every request the page makes carries the credential. Here
  // the sandbox is open (NODE_ENV=test), but raw queries need it, as operations are required.
  extraHTTPHeaders: { 'x-internal-token': E2E_INTERNAL_TOKEN },
});

/** The texts of the query editor and of the response, as Monaco shows them (spaces as spaces). */
const editorText = (page: Page, selector: string) =>
  page
    .locator(`${selector} .view-lines`)
    .first()
    .evaluate((el) => (el as HTMLElement).innerText.replace(/\u00a0/g, ' '));

test('opens offline, runs a typed query, and shows the schema in the docs and the explorer', async ({
  page,
  context,
  baseURL,
}) => {
  // Monaco's megabytes start slowly on a busy machine: about a minute was seen on two loaded cores.
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      elsewhere.push(route.request().url());
      return route.abort('internetdisconnected');
    },
  );
  await context.routeWebSocket(/.*/, (ws) => {
    elsewhere.push(ws.url());
    return ws.close();
  });
  // Anything the routes might not see (a worker's own request, say) still shows here.
  const workers = new Set<string>();
  context.on('request', (request) => {
    const url = new URL(request.url());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin)
      elsewhere.push(request.url());
    const worker = /\/graphql\/sandbox\/assets\/(\w+)\.worker-[\w-]+\.js$/.exec(url.pathname);
    if (url.origin === origin && worker) workers.add(worker[1]!);
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });

  const response = await page.goto('/graphql');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");
  await expect(page).toHaveTitle('GraphQL 沙盒');

  // The editor is Monaco (its workers from the gateway): write a query of our own over the default.
  const queryEditor = page.locator('.graphiql-query-editor .monaco-editor').first();
  // Monaco is megabytes of script: its first start takes a while on a busy machine.
  await expect(queryEditor).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => editorText(page, '.graphiql-query-editor')).toContain('SandboxExample');
  await queryEditor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText('query HotCities { cityDirectory { hot { name pinyin } } }');
  await expect.poll(() => editorText(page, '.graphiql-query-editor')).toContain('query HotCities');

  await page.getByRole('button', { name: /Execute query/ }).click();
  // The stand-in's seeded hot cities, through the gateway.
  await expect
    .poll(() => editorText(page, '.graphiql-response'))
    .toMatch(/"name": "北京",\s*"pinyin": "beijing"/);

  // The documentation, built from introspection: the root type and a field's description.
  await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
  const docs = page.locator('.graphiql-doc-explorer');
  await expect(docs.getByText('Root Types')).toBeVisible();
  await docs.getByRole('link', { name: 'Query' }).click();
  await expect(docs.getByText('cityDirectory').first()).toBeVisible();
  await expect(docs.getByText("The city switcher's directory: hot cities and all cities A–Z.")).toBeVisible();

  // The Explorer plugin lists the same root fields to click queries together.
  await page.getByRole('button', { name: 'Show GraphiQL Explorer' }).click();
  const explorer = page.locator('.graphiql-plugin');
  await expect(explorer.getByText('Explorer', { exact: true })).toBeVisible();
  await expect(explorer.getByText('cityDirectory', { exact: true })).toBeVisible();
  await expect(explorer.getByText('airCities', { exact: true })).toBeVisible();

  // Monaco's workers (editing, GraphQL language service) came from the gateway.
  expect([...workers]).toEqual(expect.arrayContaining(['editor', 'graphql']));
  expect(elsewhere).toEqual([]);
  expect(violations).toEqual([]);
});
