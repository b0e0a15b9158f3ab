// Refund (退票) and change (改签) fees by booking class and time before departure, in the five tiers
// Chinese airlines use: 7 days or more, 48 hours to 7 days, 4 to 48 hours, under 4 hours, after
// departure. A tier includes its lower bound ("起飞前48小时（含）至7天"). Fees are a share of the ticket
// price (taxes are refunded in full and never charged), rounded to whole yuan.

/** Percent of the ticket price kept, per tier: [≥7d, 48h–7d, 4h–48h, <4h, after departure]. */
type Tiers = readonly [number, number, number, number, number];

interface ClassRules {
  refund: Tiers;
  change: Tiers;
}

// Full fares are the most flexible, deep discounts the least (typical of the big three carriers).
const FULL: ClassRules = { refund: [0, 5, 10, 20, 30], change: [0, 0, 5, 10, 20] };
const PREMIUM_DISCOUNT: ClassRules = { refund: [5, 10, 20, 30, 40], change: [0, 5, 10, 15, 25] };
const HIGH: ClassRules = { refund: [10, 15, 25, 35, 50], change: [5, 10, 15, 20, 30] };
const MIDDLE: ClassRules = { refund: [15, 25, 35, 45, 60], change: [10, 15, 20, 30, 40] };
const LOW: ClassRules = { refund: [20, 30, 50, 70, 90], change: [15, 20, 30, 40, 50] };

const BY_CLASS: Record<string, ClassRules> = {
  F: FULL,
  C: FULL,
  Y: FULL,
  A: PREMIUM_DISCOUNT,
  D: PREMIUM_DISCOUNT,
  B: HIGH,
  M: HIGH,
  H: HIGH,
  K: MIDDLE,
  L: MIDDLE,
  Q: LOW,
  X: LOW,
  U: LOW,
  E: LOW,
  T: LOW,
};

const TIER_NAMES = [
  '起飞前7天（含）以上',
  '起飞前48小时（含）至7天',
  '起飞前4小时（含）至48小时',
  '起飞前4小时以内',
  '起飞后',
];

function rulesOf(bookingClass: string): ClassRules {
  // An unknown class gets the strictest rule rather than a free refund.
  return BY_CLASS[bookingClass.toUpperCase()] ?? LOW;
}

function tierOf(hoursBeforeDeparture: number): number {
  if (hoursBeforeDeparture >= 7 * 24) return 0;
  if (hoursBeforeDeparture >= 48) return 1;
  if (hoursBeforeDeparture >= 4) return 2;
  if (hoursBeforeDeparture >= 0) return 3;
  return 4;
}

function tierText(tier: number, percent: number, what: '退票费' | '改签费'): string {
  return percent === 0
    ? `${TIER_NAMES[tier]}，免收${what}`
    : `${TIER_NAMES[tier]}，收取票面价${percent}%${what}`;
}

function fee(tiers: Tiers, ticketFen: number, hours: number, what: '退票费' | '改签费') {
  const tier = tierOf(hours);
  const percent = tiers[tier]!;
  return {
    feeFen: Math.round((ticketFen * percent) / 100 / 100) * 100,
    ruleText: tierText(tier, percent, what),
  };
}

/** The refund fee for a ticket `hoursBeforeDeparture` before departure (negative after it). */
export function refundFee(
  bookingClass: string,
  ticketFen: number,
  hoursBeforeDeparture: number,
): { feeFen: number; ruleText: string } {
  return fee(rulesOf(bookingClass).refund, ticketFen, hoursBeforeDeparture, '退票费');
}

/** The change fee, same tiers; the fare difference is charged on top (by the flight-order domain). */
export function changeFee(
  bookingClass: string,
  ticketFen: number,
  hoursBeforeDeparture: number,
): { feeFen: number; ruleText: string } {
  return fee(rulesOf(bookingClass).change, ticketFen, hoursBeforeDeparture, '改签费');
}

function summary(tiers: Tiers, what: '退票费' | '改签费'): string {
  return tiers.map((percent, tier) => tierText(tier, percent, what)).join('；');
}

/** All refund tiers of a class in one text, for the fare's rule popup. */
export function refundRuleText(bookingClass: string): string {
  return `${summary(rulesOf(bookingClass).refund, '退票费')}。税费全额退还。`;
}

/** All change tiers of a class in one text; a dearer new fare also costs the difference. */
export function changeRuleText(bookingClass: string): string {
  return `${summary(rulesOf(bookingClass).change, '改签费')}。改签至更高票价需补齐差价。`;
}
