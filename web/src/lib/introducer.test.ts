import { describe, expect, it } from 'vitest';
import { introducerFromQuery, recallIntroducer, rememberIntroducer } from './introducer.ts';

describe('introducer', () => {
  it('reads introduce_id with introduce_type defaulting to 2', () => {
    expect(introducerFromQuery('?introduce_id=88&x=1')).toEqual({ introduceId: '88', introduceType: '2' });
    expect(introducerFromQuery('?introduce_id=88&introduce_type=5')).toEqual({
      introduceId: '88',
      introduceType: '5',
    });
    expect(introducerFromQuery('?introduce_type=5')).toBeNull();
    expect(introducerFromQuery('?introduce_id=')).toBeNull();
  });

  it('survives in session storage and ignores garbage', () => {
    sessionStorage.clear();
    expect(recallIntroducer()).toBeNull();
    rememberIntroducer({ introduceId: '88', introduceType: '2' });
    expect(recallIntroducer()).toEqual({ introduceId: '88', introduceType: '2' });
    sessionStorage.setItem('storefront:introducer', '{not json');
    expect(recallIntroducer()).toBeNull();
  });
});
