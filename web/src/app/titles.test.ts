import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_NAME, pageTitles, titleFor } from './titles.ts';

describe('titleFor', () => {
  afterEach(() => {
    delete pageTitles['/team'];
  });

  it('names the auth and member pages and defaults to the product name', () => {
    expect(PRODUCT_NAME).toBe('悠游旅行');
    expect(titleFor('/login')).toBe('登录');
    expect(titleFor('/register')).toBe('注册');
    expect(titleFor('/personal')).toBe('我的');
    expect(titleFor('/personal/')).toBe('我的');
    expect(titleFor('/')).toBe(PRODUCT_NAME);
    expect(titleFor('/no/such/page')).toBe(PRODUCT_NAME);
  });

  it('lets a page compute its title from the query', () => {
    pageTitles['/team'] = (q) => (q.get('class_id') === '1' ? '跟团游' : null);
    expect(titleFor('/team', '?class_id=1')).toBe('跟团游');
    expect(titleFor('/team', '?class_id=2')).toBe(PRODUCT_NAME);
  });
});
