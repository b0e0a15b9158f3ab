import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorage, readJson, readText, removeItem, writeJson, writeText } from './storage.ts';

/** A storage that keeps what it is given, or refuses in the ways browsers do. */
function fakeStorage({ full = false, refuse = false } = {}) {
  const map = new Map<string, string>();
  const denied = () => new DOMException('The operation is insecure.', 'SecurityError');
  return {
    map,
    getItem: (k: string) => {
      if (refuse) throw denied();
      return map.get(k) ?? null;
    },
    setItem: (k: string, v: string) => {
      if (refuse) throw denied();
      if (full) throw new DOMException('Quota exceeded', 'QuotaExceededError');
      map.set(k, v);
    },
    removeItem: (k: string) => {
      if (refuse) throw denied();
      map.delete(k);
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('storage', () => {
  it('keeps text and JSON in the browser storage named, in the format given', () => {
    expect(writeText('local', 'k.text', '1')).toBe(true);
    expect(writeJson('session', 'k.json', { a: [1, '二'], b: null })).toBe(true);
    expect(localStorage.getItem('k.text')).toBe('1');
    expect(sessionStorage.getItem('k.json')).toBe('{"a":[1,"二"],"b":null}');
    expect(readText('local', 'k.text')).toBe('1');
    expect(readJson('session', 'k.json')).toEqual({ a: [1, '二'], b: null });
    // Each name is its own storage.
    expect(readText('session', 'k.text')).toBeNull();
    expect(removeItem('local', 'k.text')).toBe(true);
    expect(localStorage.getItem('k.text')).toBeNull();
  });

  it('reads what an earlier version stored under the same key', () => {
    sessionStorage.setItem('storefront:introducer', '{"introduceId":"88","introduceType":"2"}');
    expect(readJson('session', 'storefront:introducer')).toEqual({ introduceId: '88', introduceType: '2' });
  });

  it('tells nothing stored (null) from no readable storage (undefined)', () => {
    const storage = fakeStorage();
    expect(readText(storage, 'missing')).toBeNull();
    expect(readText(fakeStorage({ refuse: true }), 'missing')).toBeUndefined();
    expect(readText(undefined, 'missing')).toBeUndefined();
    expect(readText(null, 'missing')).toBeUndefined();
    expect(readJson(storage, 'missing')).toBeUndefined();
  });

  describe('when storage is unavailable', () => {
    it('finds none where the property is missing or throws on reading', () => {
      expect(browserStorage('local', {})).toBeUndefined();
      const blocked = {
        get sessionStorage(): Storage {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      };
      expect(browserStorage('session', blocked)).toBeUndefined();
    });

    it('answers every call when the browser refuses its storage', () => {
      const denied = () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      };
      vi.spyOn(globalThis, 'localStorage', 'get').mockImplementation(denied);
      vi.spyOn(globalThis, 'sessionStorage', 'get').mockImplementation(denied);
      expect(browserStorage('local')).toBeUndefined();
      expect(readText('local', 'k')).toBeUndefined();
      expect(readJson('session', 'k')).toBeUndefined();
      expect(writeText('local', 'k', 'v')).toBe(false);
      expect(writeJson('session', 'k', { v: 1 })).toBe(false);
      expect(removeItem('local', 'k')).toBe(false);
    });

    it('answers every call when each method throws', () => {
      const storage = fakeStorage({ refuse: true });
      expect(readText(storage, 'k')).toBeUndefined();
      expect(readJson(storage, 'k')).toBeUndefined();
      expect(writeText(storage, 'k', 'v')).toBe(false);
      expect(writeJson(storage, 'k', [1])).toBe(false);
      expect(removeItem(storage, 'k')).toBe(false);
    });
  });

  describe('when storage is full', () => {
    it('says the write failed and keeps what was stored before', () => {
      const storage = fakeStorage({ full: true });
      storage.map.set('k', '{"v":1}');
      expect(writeJson(storage, 'k', { v: 2 })).toBe(false);
      expect(writeText(storage, 'other', 'x')).toBe(false);
      expect(readJson(storage, 'k')).toEqual({ v: 1 });
      expect(readText(storage, 'other')).toBeNull();
      // Forgetting still works, and makes room.
      expect(removeItem(storage, 'k')).toBe(true);
      expect(readText(storage, 'k')).toBeNull();
    });
  });

  describe('when storage holds garbage', () => {
    it.each(['not json', '{"a":', "{'a':1}", 'undefined', ''])('reads %j as nothing', (text) => {
      const storage = fakeStorage();
      storage.map.set('k', text);
      expect(readJson(storage, 'k')).toBeUndefined();
      // The text itself is still there for a reader that wants it.
      expect(readText(storage, 'k')).toBe(text);
    });

    it('hands a parsed value of the wrong shape to the caller to check', () => {
      const storage = fakeStorage();
      storage.map.set('k', '"a string"');
      expect(readJson(storage, 'k')).toBe('a string');
    });
  });

  it('stores nothing for a value that has no JSON form', () => {
    const storage = fakeStorage();
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(writeJson(storage, 'k', cyclic)).toBe(false);
    expect(writeJson(storage, 'k', 1n)).toBe(false);
    expect(writeJson(storage, 'k', undefined)).toBe(false);
    expect(storage.map.has('k')).toBe(false);
  });
});
