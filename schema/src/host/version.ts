/**
 * The dotted numeric part at the start of a version string (`3.8.0-beta` → `3.8.0`), or null when
 * it does not start with a digit. Build suffixes are dropped: only the numbers decide a bridge.
 */
export function numericVersion(raw: string | null | undefined): string | null {
  const match = /^\s*v?(\d+(?:\.\d+)*)/i.exec(raw ?? '');
  return match?.[1] ?? null;
}

/**
 * Compares two versions part by part as numbers (`3.10.0` > `3.7.8`, `03.7` = `3.7`); a missing
 * part counts as 0 (`3.8` = `3.8.0`). Returns a negative number, 0 or a positive number like a
 * sort comparator. Throws on a string without a numeric version: comparing garbage is a bug.
 */
export function compareVersions(a: string, b: string): number {
  const left = parts(a);
  const right = parts(b);
  const length = Math.max(left.length, right.length);
  for (let i = 0; i < length; i += 1) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff < 0 ? -1 : 1;
  }
  return 0;
}

function parts(version: string): number[] {
  const numeric = numericVersion(version);
  if (numeric === null) throw new RangeError(`Not a version: ${JSON.stringify(version)}`);
  // Number() of a long digit run loses precision, but no app version part comes near 2^53.
  return numeric.split('.').map(Number);
}
