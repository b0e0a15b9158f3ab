import { expect, it } from 'vitest';
import { maskMobile } from './mask.ts';

it('masks the middle four digits of an 11-digit mobile and leaves anything else alone', () => {
  expect(maskMobile('13800138000')).toBe('138****8000');
  expect(maskMobile('1380013')).toBe('1380013');
});
