import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn } from './contrast.ts';

describe('contrastRatio', () => {
  it('follows WCAG 2.1: black on white is 21:1, a colour on itself 1:1, either order', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#e4007f', '#e4007f')).toBe(1);
    // The grey a tab bar's config sent, as axe measured it on the white bar.
    expect(contrastRatio('#999999', '#ffffff')).toBeCloseTo(2.85, 2);
  });

  it('is NaN for what is not #rgb or #rrggbb', () => {
    expect(contrastRatio('red', '#fff')).toBeNaN();
    expect(contrastRatio('#12345', '#fff')).toBeNaN();
  });
});

describe('readableOn', () => {
  it('keeps a colour that already reads', () => {
    expect(readableOn('#e4007f', '#ffffff')).toBe('#e4007f');
    expect(readableOn('#333', '#fff')).toBe('#333');
  });

  it('darkens a light colour just enough for 4.5:1, keeping its hue', () => {
    const grey = readableOn('#999999', '#ffffff');
    expect(contrastRatio(grey, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(grey, '#ffffff')).toBeLessThan(4.7);
    expect(grey).toMatch(/^#([0-9a-f]{2})\1\1$/);

    const orange = readableOn('#ff8f1f', '#ffffff');
    expect(contrastRatio(orange, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(orange.slice(i, i + 2), 16)) as [number, number, number];
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
  });

  it('honours another minimum, turns white on white into a readable grey, leaves a non-colour alone', () => {
    expect(contrastRatio(readableOn('#ff8f1f', '#fff', 3), '#fff')).toBeGreaterThanOrEqual(3);
    expect(readableOn('#ffffff', '#ffffff')).toBe('#757575');
    expect(readableOn('not-a-colour', '#fff')).toBe('not-a-colour');
  });
});
