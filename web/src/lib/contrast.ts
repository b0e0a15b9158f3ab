/** WCAG 2.1 colour contrast for `#rgb` / `#rrggbb` colours (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio). */

type Rgb = readonly [number, number, number];

function parseHex(colour: string): Rgb | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function ratioOf(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The contrast ratio of two colours, from 1 to 21; NaN when either is not `#rgb`/`#rrggbb`. */
export function contrastRatio(a: string, b: string): number {
  const x = parseHex(a);
  const y = parseHex(b);
  return x && y ? ratioOf(x, y) : Number.NaN;
}

const hex = (rgb: Rgb) => `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;

/**
 * `colour` as text on `background`: itself when it reads at `minimum` (4.5:1, WCAG AA for normal
 * text), else the same hue darkened just enough, step by step towards black. For colours the page
 * does not choose (a server's tab-bar config). A colour that is not `#rgb`/`#rrggbb` comes back as is.
 */
export function readableOn(colour: string, background: string, minimum = 4.5): string {
  const rgb = parseHex(colour);
  const bg = parseHex(background);
  if (!rgb || !bg || ratioOf(rgb, bg) >= minimum) return colour;
  for (let scale = 0.99; scale > 0; scale -= 0.01) {
    const darker = rgb.map((v) => Math.floor(v * scale)) as unknown as Rgb;
    if (ratioOf(darker, bg) >= minimum) return hex(darker);
  }
  return '#000000';
}
