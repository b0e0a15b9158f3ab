import { describe, expect, it } from 'vitest';
import { compareVersions, numericVersion } from './version.ts';

describe('numericVersion', () => {
  it.each([
    ['3.8.0', '3.8.0'],
    ['3.8.0-beta.2', '3.8.0'],
    ['3.8.0.1234', '3.8.0.1234'],
    ['v3.8', '3.8'],
    [' 4 ', '4'],
    ['3.', '3'],
  ])('reads %j as %j', (raw, expected) => {
    expect(numericVersion(raw)).toBe(expected);
  });

  it.each([[''], ['beta'], ['.3.8'], [null], [undefined]])('finds no version in %j', (raw) => {
    expect(numericVersion(raw)).toBeNull();
  });
});

describe('compareVersions', () => {
  it.each([
    ['3.10.0', '3.7.8', 1],
    ['3.7.10', '3.7.8', 1],
    ['3.7.9', '3.7.8', 1],
    ['3.8', '3.7.8', 1],
    ['4', '3.7.8', 1],
    ['10.0.0', '9.99.99', 1],
    ['3.7.8.1', '3.7.8', 1],
    ['3.7.8', '3.7.8', 0],
    ['3.7.8.0', '3.7.8', 0],
    ['03.07.08', '3.7.8', 0],
    ['3.7.8-rc1', '3.7.8', 0],
    ['3.7', '3.7.8', -1],
    ['3.7.7', '3.7.8', -1],
    ['3.6.99', '3.7.8', -1],
    ['2.100.100', '3.7.8', -1],
  ])('%s vs %s is %i', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
    expect(compareVersions(b, a)).toBe(-expected || 0);
  });

  it('sorts versions numerically, not as text', () => {
    expect(['3.10.0', '3.7.8', '3.9', '3.7.10'].sort(compareVersions)).toEqual([
      '3.7.8',
      '3.7.10',
      '3.9',
      '3.10.0',
    ]);
  });

  it('refuses to compare something that is not a version', () => {
    expect(() => compareVersions('latest', '3.7.8')).toThrow(RangeError);
  });
});
