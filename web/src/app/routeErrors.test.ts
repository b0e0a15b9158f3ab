import { describe, expect, it } from 'vitest';
import { describeRouteError, isChunkLoadError } from './routeErrors.ts';

describe('route errors', () => {
  it('recognises the browsers’ chunk-load failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 12 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('uses the response status and text', () => {
    expect(describeRouteError(null, { status: 404, statusText: 'Not Found', data: '' })).toEqual({
      status: 404,
      message: 'Not Found',
    });
  });

  it('defaults a thrown error to 500 with its message, keeping an explicit status', () => {
    expect(describeRouteError(new Error('坏了'), null)).toEqual({ status: 500, message: '坏了' });
    expect(describeRouteError(Object.assign(new Error('gone'), { status: 410 }), null)).toEqual({
      status: 410,
      message: 'gone',
    });
    expect(describeRouteError(undefined, null)).toEqual({ status: 500, message: '未知错误' });
  });
});
