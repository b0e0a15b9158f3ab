import { describe, expect, it } from 'vitest';
import { NOTICE_STORAGE_KEY, noticeSeen, rememberNotice } from './noticeMemory.ts';
import { weatherKind } from './weatherIcon.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('notice memory', () => {
  it('remembers a shown advert by id', () => {
    const storage = memoryStorage();
    expect(noticeSeen('1', storage)).toBe(false);
    rememberNotice('1', storage);
    expect(noticeSeen('1', storage)).toBe(true);
    expect(noticeSeen('2', storage)).toBe(false);
  });

  it('keeps the latest 20 ids and survives garbage', () => {
    const storage = memoryStorage();
    storage.data.set(NOTICE_STORAGE_KEY, '{oops');
    for (let i = 0; i < 25; i++) rememberNotice(String(i), storage);
    expect(noticeSeen('4', storage)).toBe(false);
    expect(noticeSeen('5', storage)).toBe(true);
    expect(noticeSeen('24', storage)).toBe(true);
  });

  it('works without storage', () => {
    expect(() => rememberNotice('1', null)).not.toThrow();
    expect(noticeSeen('1', null)).toBe(false);
  });
});

describe('weatherKind', () => {
  it.each([
    ['100', 'sunny'],
    ['150', 'clear-night'],
    ['101', 'partly'],
    ['151', 'partly'],
    ['104', 'cloudy'],
    ['305', 'rain'],
    ['302', 'thunder'],
    ['400', 'snow'],
    ['501', 'fog'],
    ['999', 'unknown'],
    ['x', 'unknown'],
  ])('%s → %s', (code, kind) => expect(weatherKind(code)).toBe(kind));
});
