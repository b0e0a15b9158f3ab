import { createHash } from 'node:crypto';

// Placeholder images the stand-in draws itself: the network is loopback-only, so there is no CDN
// to point seeded content at. Each image is a gradient with the item's name, chosen by a hash of
// the name so the same item always looks the same. The URL carries everything needed to draw it,
// so serving one needs no database.

export type MediaKind = 'banner' | 'card' | 'square' | 'icon' | 'logo' | 'notice' | 'theme';

interface Layout {
  width: number;
  height: number;
  /** Largest and smallest title size before the title wraps onto two lines. */
  maxFont: number;
  minFont: number;
}

const LAYOUTS: Readonly<Record<MediaKind, Layout>> = {
  banner: { width: 750, height: 320, maxFont: 64, minFont: 40 },
  card: { width: 690, height: 460, maxFont: 64, minFont: 40 },
  square: { width: 400, height: 400, maxFont: 52, minFont: 34 },
  icon: { width: 96, height: 96, maxFont: 30, minFont: 30 },
  logo: { width: 160, height: 160, maxFont: 72, minFont: 72 },
  notice: { width: 600, height: 800, maxFont: 64, minFont: 44 },
  theme: { width: 750, height: 400, maxFont: 72, minFont: 44 },
};

export const MEDIA_KINDS = Object.keys(LAYOUTS) as MediaKind[];
export const TAB_ICONS = ['home', 'order', 'service', 'mine'] as const;
export type TabIcon = (typeof TAB_ICONS)[number];

/** Longest title or subtitle drawn; longer ones are refused rather than drawn unreadably small. */
export const MAX_MEDIA_TEXT = 40;

const BRAND = '悠游旅行';
const FONT = `'PingFang SC','Hiragino Sans GB','Noto Sans CJK SC','Source Han Sans SC','Microsoft YaHei','WenQuanYi Micro Hei',sans-serif`;
const TAB_COLOR = '#999999';
const TAB_HIGHLIGHT = '#e4007f';

// Saturated pairs, so white text stays readable on every one of them.
const PALETTES: readonly (readonly [string, string])[] = [
  ['#f7308f', '#ff8a5c'],
  ['#4facfe', '#0061d5'],
  ['#43cea2', '#185a9d'],
  ['#f857a6', '#ff5858'],
  ['#7f53ac', '#647dee'],
  ['#ff9966', '#ff5e62'],
  ['#11998e', '#2fbf71'],
  ['#fc4a1a', '#f7b733'],
  ['#00b4db', '#0083b0'],
  ['#8e2de2', '#4a00e0'],
  ['#e4007f', '#ff6fae'],
  ['#2193b0', '#48c6ef'],
];

/** The stand-in path of a placeholder (what seeds store in image columns). */
export function mediaPath(kind: MediaKind, text: string, sub?: string): string {
  const query = sub ? `?sub=${encodeURIComponent(sub)}` : '';
  return `/api/media/${kind}/${encodeURIComponent(text)}.svg${query}`;
}

/** The stand-in path of a tab-bar icon, plain or highlighted. */
export function tabIconPath(icon: TabIcon, highlighted: boolean): string {
  return `/api/media/tab/${icon}${highlighted ? '-on' : ''}.svg`;
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const ch of text) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Width of a text in ems: CJK glyphs are square, Latin ones about half as wide. */
function ems(text: string): number {
  let units = 0;
  for (const ch of text) units += ch.codePointAt(0)! < 0x2e80 ? 0.58 : 1;
  return units;
}

/** Splits a long title in two, preferring a separator near the middle. */
function twoLines(text: string): [string, string] {
  const chars = [...text];
  const middle = Math.ceil(chars.length / 2);
  let cut = middle;
  for (let d = 0; d <= 3; d++) {
    if (/[·\s|，,]/.test(chars[middle + d] ?? '')) {
      cut = middle + d;
      break;
    }
    if (/[·\s|，,]/.test(chars[middle - d] ?? '')) {
      cut = middle - d;
      break;
    }
  }
  const first = chars.slice(0, cut).join('').trim();
  const second = chars
    .slice(cut)
    .join('')
    .replace(/^[·\s|，,]+/, '')
    .trim();
  return [first, second];
}

function textEl(x: number, y: number, size: number, content: string, extra = ''): string {
  return `<text x="${x}" y="${y}" font-size="${size}" text-anchor="middle" dominant-baseline="central" ${extra}>${escapeXml(content)}</text>`;
}

/** A gradient placeholder with the title (and an optional subtitle) drawn on it. */
export function renderPlaceholder(kind: MediaKind, title: string, sub = ''): string {
  const { width: w, height: h, maxFont, minFont } = LAYOUTS[kind];
  const hash = fnv1a(title);
  const [from, to] = PALETTES[hash % PALETTES.length]!;
  const cx = w / 2;
  const parts: string[] = [];
  parts.push(
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
  );

  if (kind === 'icon' || kind === 'logo') {
    const shape =
      kind === 'icon'
        ? `<rect width="${w}" height="${h}" rx="${w * 0.3}" fill="url(#g)"/>`
        : `<circle cx="${cx}" cy="${h / 2}" r="${w / 2}" fill="url(#g)"/>`;
    const glyphs = [...title].slice(0, kind === 'icon' ? 2 : 1).join('');
    parts.push(
      shape,
      `<circle cx="${w * 0.78}" cy="${h * 0.2}" r="${w * 0.16}" fill="#fff" fill-opacity="0.18"/>`,
      textEl(cx, h / 2, maxFont, glyphs, 'fill="#fff" font-weight="700"'),
    );
    return wrapSvg(w, h, title, parts);
  }

  parts.push(`<rect width="${w}" height="${h}" fill="url(#g)"/>`);
  // Soft circles placed by the hash, so placeholders of one kind do not all look alike.
  const r1 = h * (0.55 + ((hash >>> 4) % 20) / 100);
  const r2 = h * (0.3 + ((hash >>> 9) % 15) / 100);
  parts.push(
    `<circle cx="${w * (0.75 + ((hash >>> 13) % 20) / 100)}" cy="${h * 0.1}" r="${r1}" fill="#fff" fill-opacity="0.12"/>`,
    `<circle cx="${w * (0.05 + ((hash >>> 17) % 15) / 100)}" cy="${h * 0.95}" r="${r2}" fill="#fff" fill-opacity="0.10"/>`,
  );

  const fitted = (w * 0.84) / ems(title);
  const lines = fitted < minFont ? twoLines(title) : [title];
  const size = Math.floor(
    Math.max(minFont, Math.min(maxFont, (w * 0.84) / Math.max(...lines.map((line) => ems(line))))),
  );
  const subSize = Math.round(size * 0.42);
  const lineGap = size * 1.2;
  const blockHeight = lines.length * lineGap + (sub ? subSize * 1.8 : 0);
  const centreY = kind === 'notice' ? h * 0.42 : h / 2;
  let y = centreY - blockHeight / 2 + lineGap / 2;
  for (const line of lines) {
    parts.push(textEl(cx, y, size, line, 'fill="#fff" font-weight="700"'));
    y += lineGap;
  }
  if (sub)
    parts.push(textEl(cx, y - lineGap / 2 + subSize * 1.4, subSize, sub, 'fill="#fff" fill-opacity="0.88"'));

  if (kind === 'notice') {
    // A popup advert reads as tappable with a button drawn on it.
    const bw = w * 0.5;
    const bh = 84;
    const by = h * 0.74;
    parts.push(
      `<rect x="${cx - bw / 2}" y="${by}" width="${bw}" height="${bh}" rx="${bh / 2}" fill="#fff"/>`,
      textEl(cx, by + bh / 2, 36, '立即查看', `fill="${from}" font-weight="700"`),
    );
  }
  const brandSize = Math.max(14, Math.round(Math.min(w, h) * 0.055));
  parts.push(
    `<text x="${w - brandSize}" y="${h - brandSize}" font-size="${brandSize}" text-anchor="end" fill="#fff" fill-opacity="0.7">${BRAND}</text>`,
  );
  return wrapSvg(w, h, sub ? `${title} ${sub}` : title, parts);
}

const TAB_GLYPHS: Readonly<Record<TabIcon, string>> = {
  home: '<path d="M4 11 12 4l8 7v9h-5.5v-6h-5v6H4z"/>',
  order: '<rect x="5" y="3" width="14" height="18" rx="2"/><path d="M9 8h6M9 12h6M9 16h3.5" fill="none"/>',
  service:
    '<path d="M5 14v-2a7 7 0 0 1 14 0v2" fill="none"/><rect x="3" y="13" width="4" height="6" rx="1.5"/><rect x="17" y="13" width="4" height="6" rx="1.5"/><path d="M19 19c0 1.4-1.3 2-3 2h-2" fill="none"/>',
  mine: '<circle cx="12" cy="8" r="4"/><path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"/>',
};

/** A tab-bar icon: a line glyph, grey, or magenta with a light fill when highlighted. */
export function renderTabIcon(icon: TabIcon, highlighted: boolean): string {
  const color = highlighted ? TAB_HIGHLIGHT : TAB_COLOR;
  const fill = highlighted ? `fill="${TAB_HIGHLIGHT}" fill-opacity="0.15"` : 'fill="none"';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 24 24">` +
    `<g stroke="${color}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" ${fill}>` +
    `${TAB_GLYPHS[icon]}</g></svg>`
  );
}

function wrapSvg(w: number, h: number, label: string, parts: string[]): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(label)}" font-family="${FONT}">` +
    parts.join('') +
    '</svg>'
  );
}

/** A strong validator for the drawn bytes, so browsers can revalidate cheaply. */
export function etagOf(svg: string): string {
  return `"${createHash('sha1').update(svg).digest('hex').slice(0, 20)}"`;
}
