import { describe, expect, it } from 'vitest';
import { validationLoader } from './pageValidation.ts';

const request = (url: string) => new Request(url);

describe('validationLoader (spec §2.5)', () => {
  const loader = validationLoader(({ params, searchParams }) => /^\d+$/.test(params['id'] ?? searchParams.get('id') ?? ''));

  it('lets a valid page through', () => {
    expect(loader({ params: { id: '12' }, request: request('http://x/share/12') })).toBeNull();
    expect(loader({ params: {}, request: request('http://x/detail?id=7') })).toBeNull();
  });

  it('answers 404 when validation returns false', () => {
    try {
      loader({ params: { id: 'abc' }, request: request('http://x/share/abc') });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(Response);
      expect((error as Response).status).toBe(404);
    }
  });

  it('lets a throwing validation surface as the error', () => {
    const failing = validationLoader(() => {
      throw Object.assign(new Error('坏了'), { status: 503 });
    });
    expect(() => failing({ params: {}, request: request('http://x/a') })).toThrow('坏了');
  });
});
