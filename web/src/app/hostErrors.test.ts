import { describe, expect, it, vi } from 'vitest';
import { createHostErrorReporter, MAX_HOST_ERROR_REPORTS, type HostErrorReport } from './hostErrors.ts';
import { postToMiniProgram } from './hostBridge.ts';

describe('createHostErrorReporter (spec §8)', () => {
  it('sends the error and its time, at most 50 times per page load', () => {
    const send = vi.fn(() => true);
    const reporter = createHostErrorReporter({ send, now: () => new Date('2024-05-01T08:00:00+08:00') });
    expect(reporter.report(new Error('服务繁忙'))).toBe(true);
    expect(send).toHaveBeenCalledWith({ error: '服务繁忙', time: '2024-05-01T00:00:00.000Z' });
    for (let i = 0; i < 60; i += 1) reporter.report(`e${i}`);
    expect(MAX_HOST_ERROR_REPORTS).toBe(50);
    expect(send).toHaveBeenCalledTimes(50);
    expect(reporter.sent).toBe(50);
    expect(reporter.report('one more')).toBe(false);
  });

  it('does not count reports that could not be delivered', () => {
    let up = false;
    const reporter = createHostErrorReporter({ send: () => up, limit: 2 });
    expect(reporter.report('a')).toBe(false);
    up = true;
    expect(reporter.report('b')).toBe(true);
    expect(reporter.report('c')).toBe(true);
    expect(reporter.report('d')).toBe(false);
  });

  it('describes non-Error values', () => {
    const send = vi.fn((_report: HostErrorReport) => true);
    const reporter = createHostErrorReporter({ send });
    reporter.report({ code: 'X' });
    expect(send.mock.calls[0]?.[0]).toMatchObject({ error: '{"code":"X"}' });
  });
});

describe('postToMiniProgram', () => {
  it('posts through wx.miniProgram when the SDK is there', () => {
    const postMessage = vi.fn();
    expect(postToMiniProgram({ a: 1 }, { wx: { miniProgram: { postMessage } } })).toBe(true);
    expect(postMessage).toHaveBeenCalledWith({ data: { a: 1 } });
  });

  it('reports false without the SDK', () => {
    expect(postToMiniProgram({ a: 1 }, {})).toBe(false);
    expect(postToMiniProgram({ a: 1 }, { wx: {} })).toBe(false);
  });
});
