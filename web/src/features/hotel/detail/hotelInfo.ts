/** Grouping helpers of the hotel's facilities and pictures (pure, for the sub-pages). */

/** The graph's picture categories in the order a gallery shows them; others follow as they come. */
export const PICTURE_CATEGORIES = ['外观', '大堂', '客房', '餐厅', '设施', '周边'] as const;

/** Items grouped by a key, the groups in order of first appearance (or `order` first). */
export function groupBy<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  order: readonly string[] = [],
): { key: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const key of order) groups.set(key, []);
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups].filter(([, list]) => list.length > 0).map(([key, list]) => ({ key, items: list }));
}
