import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderContract } from './document.ts';
import { restRoutes, restShapes } from './index.ts';

const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');

describe('legacy/CONTRACT.md', () => {
  it('is what the schemas and the template render (run `pnpm contract` after changing either)', () => {
    const rendered = renderContract(read('./contract.template.md'), {
      routes: restRoutes,
      shapes: restShapes,
    });
    expect(read('../../../legacy/CONTRACT.md')).toBe(rendered);
  });

  it('refuses a template that leaves a group out or names one that does not exist', () => {
    const source = { routes: restRoutes, shapes: restShapes };
    expect(() => renderContract('# T\n', source)).toThrow(/no place for .*routes:user/);
    expect(() => renderContract('# T\n<!-- routes: nosuch -->', source)).toThrow(/no route group "nosuch"/);
  });
});
