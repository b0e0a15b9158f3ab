import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own ESLint config (eslint.config.js), so this also proves the rule is switched on.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

/** The boundary messages ESLint gives `code` as if it were the file at `file` (under web/src). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/web/src/${file}` });
  return result!.messages.filter((m) => m.ruleId === 'storefront/boundaries').map((m) => m.message);
}

describe('import boundaries (eslint/boundaries.js)', { timeout: 60_000 }, () => {
  it('stops a feature from importing another feature’s files', async () => {
    const errors = await boundaryErrors(
      'features/booking/Example.ts',
      "import { ORDER_TABS } from '../order/orderList.ts';\nexport const tabs = ORDER_TABS;\n",
    );
    expect(errors).toEqual([
      'features/booking may not import from features/order: move what both use to components/ or lib/.',
    ]);
  });

  it('stops re-exports and lazy imports across features too', async () => {
    const errors = await boundaryErrors(
      'features/flightOrder/Example.ts',
      "export { payUrl } from '../../features/order/routes.ts';\nexport const load = () => import('../home/links.ts');\n",
    );
    expect(errors).toHaveLength(2);
  });

  it('stops shared code from depending on a feature, or anything but a test on a page', async () => {
    expect(
      await boundaryErrors(
        'components/Example.ts',
        "import { X } from '../features/home/links.ts';\nexport { X };\n",
      ),
    ).toEqual(['components/ is shared by every feature and may not import from features/home.']);
    expect(
      await boundaryErrors('lib/Example.ts', "import Page from '../pages/login.tsx';\nexport { Page };\n"),
    ).toEqual(['lib/ may not import from pages/: a page composes features, not the other way round.']);
    expect(
      await boundaryErrors(
        'features/booking/Example.test.ts',
        "import * as page from '../../pages/login.tsx';\nexport { page };\n",
      ),
    ).toEqual([]);
  });

  it('lets a feature use its own files, shared code and the shell; and a page use any feature', async () => {
    expect(
      await boundaryErrors(
        'features/booking/Example.ts',
        [
          "import { draftKey } from './draft.ts';",
          "import { EmptyState } from '../../components/pageState/EmptyState.tsx';",
          "import { listUrl } from '../../lib/flightSearch.ts';",
          "import type { PageLoaderArgs } from '../../app/page.ts';",
          'export { draftKey, EmptyState, listUrl };',
          'export type { PageLoaderArgs };',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'pages/Example.ts',
        "import { ORDER_TABS } from '../features/order/orderList.ts';\nimport { draftKey } from '../features/booking/draft.ts';\nexport { ORDER_TABS, draftKey };\n",
      ),
    ).toEqual([]);
  });
});
