// Deterministic "randomness" for the catalogue: the same key always gives the same number, on every
// server and every run, so a flight's price or seat count never depends on when or where it is asked.

/** FNV-1a over the UTF-16 code units, then the murmur3 finaliser to spread nearby keys apart. */
export function hash32(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A number in [0, 1) for `key`. */
export function unit(key: string): number {
  return hash32(key) / 0x1_0000_0000;
}

/** An integer in [min, max] for `key`. */
export function between(key: string, min: number, max: number): number {
  return min + Math.floor(unit(key) * (max - min + 1));
}

/** One of `items` for `key`. */
export function pick<T>(key: string, items: readonly T[]): T {
  return items[hash32(key) % items.length]!;
}
