import { beforeEach, describe, expect, it } from 'vitest';
import {
  captureStartParams,
  EMPTY_START_PARAMS,
  resetStartParamsForTests,
  startParams,
  startParamsFromQuery,
} from './startParams.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('start params (spec §3 query fields read at start)', () => {
  beforeEach(() => resetStartParamsForTests());

  it('reads every field, with introduce_type defaulting to 2', () => {
    expect(
      startParamsFromQuery('?introduce_id=9&isMiniProgram=true&isShared=1&live_room=r1&shared_data_str=abc'),
    ).toEqual({
      introduceId: '9',
      introduceType: '2',
      isMiniProgram: true,
      isShared: true,
      liveRoom: 'r1',
      sharedDataStr: 'abc',
    });
    expect(startParamsFromQuery('?introduce_id=9&introduce_type=3').introduceType).toBe('3');
    expect(startParamsFromQuery('?isMiniProgram=0&isShared=false')).toEqual({
      isMiniProgram: false,
      isShared: false,
    });
  });

  it('leaves the token and linecity to their owners', () => {
    expect(startParamsFromQuery('?token=t&linecity=110100')).toEqual({});
  });

  it('keeps the fields of the landing URL for later page loads in the tab', () => {
    const storage = memoryStorage();
    captureStartParams('?isMiniProgram=1&introduce_id=7&live_room=3', storage);
    resetStartParamsForTests();
    expect(startParams()).toEqual(EMPTY_START_PARAMS);
    const later = captureStartParams('?live_room=4', storage);
    expect(later).toEqual({ ...EMPTY_START_PARAMS, isMiniProgram: true, introduceId: '7', liveRoom: '4' });
    expect(startParams()).toBe(later);
  });

  it('ignores a tampered stored entry', () => {
    const storage = memoryStorage();
    storage.setItem('storefront:start-params', '{"isMiniProgram":"yes","introduceId":5}');
    expect(captureStartParams('', storage)).toEqual(EMPTY_START_PARAMS);
    storage.setItem('storefront:start-params', 'not json');
    expect(captureStartParams('', storage)).toEqual(EMPTY_START_PARAMS);
  });
});
