// The stand-in's route network: which airports are linked, by whom and how often. Each line is an
// airport pair flown both ways; `carriers` lists the first outbound flight number of each airline on
// it. Flights of a line go to the carriers in turn, and the k-th flight of a carrier takes number
// `base + 2k` outbound and `base + 2k + 1` back (outbound odd, return even, as Chinese carriers
// number them). Numbers are written out rather than generated so that adding a line never renumbers
// the flights of another, which would orphan the flight ids stored on orders.

export interface NetworkLine {
  from: string;
  to: string;
  /** Flights a day each way. */
  perDay: number;
  /** `CA1501`: airline and first outbound number. */
  carriers: string[];
  /** A one-stop line: the intermediate airport. */
  via?: string;
  /** A busy trunk route: some flights use wide-body aircraft. */
  trunk?: boolean;
}

const line = (
  from: string,
  to: string,
  perDay: number,
  carriers: string,
  extra: Partial<NetworkLine> = {},
): NetworkLine => ({
  from,
  to,
  perDay,
  carriers: carriers.split(' '),
  ...extra,
});

export const DOMESTIC_LINES: readonly NetworkLine[] = [
  line('PEK', 'SHA', 8, 'CA1501 MU5101 HU7605', { trunk: true }),
  line('PKX', 'PVG', 4, 'MU5121 CA1831', { trunk: true }),
  line('PEK', 'CAN', 6, 'CA1351 CZ3101 HU7801', { trunk: true }),
  line('PKX', 'CAN', 3, 'CZ3121'),
  line('PEK', 'SZX', 6, 'CA1301 ZH9101 HU7701', { trunk: true }),
  line('PEK', 'CTU', 6, 'CA4101 3U8881', { trunk: true }),
  line('PKX', 'TFU', 3, '3U8901 CA4171'),
  line('PEK', 'CKG', 4, 'CA1431 3U8831'),
  line('PEK', 'KMG', 3, 'CA1401 MU5711'),
  line('PEK', 'XIY', 4, 'CA1201 HU7131'),
  line('PEK', 'HGH', 5, 'CA1701 HU7181'),
  line('PEK', 'SYX', 3, 'HU7281 CA1381'),
  line('PEK', 'URC', 3, 'CA1291 CZ6901'),
  line('PEK', 'HRB', 4, 'CA1611 CZ6201'),
  line('PEK', 'XMN', 3, 'MF8101 CA1801'),
  line('PEK', 'LXA', 2, 'CA4125'),
  line('PEK', 'LXA', 1, 'CA4111', { via: 'CTU' }),
  line('PEK', 'KWE', 3, 'CA1451 HU7341'),
  line('PEK', 'NNG', 3, 'CA1391 CZ3271'),
  line('PEK', 'FOC', 3, 'CA1811 MF8111'),
  line('PEK', 'CSX', 3, 'CA1363 HU7137'),
  line('PEK', 'HAK', 4, 'HU7381 CA1371'),
  line('SHA', 'CAN', 6, 'MU5301 CZ3521', { trunk: true }),
  line('SHA', 'SZX', 6, 'MU5331 ZH9501 CA1857', { trunk: true }),
  line('PVG', 'CTU', 4, 'MU5401 3U8961'),
  line('SHA', 'XMN', 4, 'MF8501 MU5551'),
  line('PVG', 'SYX', 3, 'MU6301 HO1151'),
  line('SHA', 'LJG', 2, 'MU5821'),
  line('SHA', 'LJG', 1, 'MU5811', { via: 'KMG' }),
  line('SHA', 'DLC', 3, 'MU5651 CZ6511'),
  line('PVG', 'KWL', 3, '9C8831 HO1171'),
  line('CAN', 'CTU', 5, 'CZ3401 3U8731'),
  line('CAN', 'KMG', 4, 'CZ3431 MU5731'),
  line('CAN', 'HGH', 4, 'CZ3861 MU5831'),
  line('CAN', 'NKG', 3, 'CZ3511'),
  line('CAN', 'SHE', 3, 'CZ6311'),
  line('CAN', 'TSN', 3, 'GS7881 CZ3081'),
  line('CAN', 'TNA', 3, 'CZ3841'),
  line('CAN', 'HRB', 3, 'CZ3621'),
  line('CAN', 'HRB', 1, 'CZ6381', { via: 'CGO' }),
  line('SZX', 'HGH', 4, 'ZH9801 CZ3551'),
  line('SZX', 'CKG', 3, 'ZH9401 CZ3451'),
  line('SZX', 'WUH', 3, 'CZ3371 ZH9701'),
  line('SZX', 'TAO', 3, 'ZH9881 CZ3751'),
  line('SZX', 'CGO', 3, 'ZH9201 CZ3381'),
  line('CTU', 'LXA', 3, '3U8691 CA4401'),
  line('KMG', 'LJG', 4, 'MU5951 3U8651'),
  line('SHA', 'WUH', 3, '9C8811 MU5181'),
  line('TFU', 'SYX', 3, '3U8501 9C8851'),
];

export const INTERNATIONAL_LINES: readonly NetworkLine[] = [
  line('PEK', 'ICN', 3, 'CA123'),
  line('PKX', 'ICN', 2, 'CZ317 MU5093'),
  line('SHA', 'GMP', 3, 'MU5041 FM827'),
  line('PVG', 'NRT', 3, 'MU523 CA929 HO1381'),
  line('PEK', 'HND', 2, 'CA181'),
  line('PVG', 'KIX', 3, 'MU515 9C8891 HO1333'),
  line('CAN', 'BKK', 3, 'CZ361'),
  line('CAN', 'SIN', 2, 'CZ351'),
  line('SZX', 'KUL', 2, 'ZH9031'),
  line('PVG', 'SGN', 2, 'MU281'),
  line('PVG', 'DPS', 1, 'MU5029'),
  line('PEK', 'LHR', 1, 'CA937'),
  line('PVG', 'CDG', 1, 'MU553'),
  line('PEK', 'FRA', 1, 'CA931'),
  line('CAN', 'SYD', 1, 'CZ325'),
  line('PEK', 'LAX', 1, 'CA983'),
  line('PEK', 'JFK', 1, 'CA981'),
  line('PEK', 'HKG', 4, 'CA101'),
  line('PVG', 'HKG', 4, 'MU501 HO1301'),
  line('PVG', 'TPE', 3, 'MU5005 FM801'),
  line('PVG', 'MFM', 2, 'HO1371'),
];

/** Aircraft an airline flies: narrow-bodies for most lines, wide-bodies for long or busy ones. */
export const FLEETS: Record<string, { narrow: string[]; wide: string[] }> = {
  CA: {
    narrow: ['空客A320', '空客A321', '波音737-800'],
    wide: ['空客A330-300', '波音777-300ER', '波音787-9', '空客A350-900'],
  },
  MU: {
    narrow: ['空客A320', '空客A321', '波音737-800', 'C919'],
    wide: ['空客A330-300', '空客A350-900', '波音777-300ER'],
  },
  CZ: {
    narrow: ['空客A320neo', '空客A321', '波音737-800'],
    wide: ['空客A330-300', '波音787-9', '空客A350-900'],
  },
  HU: { narrow: ['波音737-800', '波音737 MAX 8'], wide: ['波音787-9', '空客A330-300'] },
  '3U': { narrow: ['空客A320', '空客A321', '空客A320neo'], wide: ['空客A330-300', '空客A350-900'] },
  ZH: { narrow: ['空客A320', '波音737-800'], wide: ['空客A330-300'] },
  MF: { narrow: ['波音737-800', '波音737 MAX 8'], wide: ['波音787-9'] },
  FM: { narrow: ['波音737-800'], wide: ['波音737-800'] },
  '9C': { narrow: ['空客A320', '空客A320neo'], wide: ['空客A321neo'] },
  HO: { narrow: ['空客A320', '空客A321'], wide: ['波音787-9'] },
  KN: { narrow: ['波音737-800'], wide: ['波音737-800'] },
  GS: { narrow: ['空客A320', '空客A320neo'], wide: ['空客A330-200'] },
};

/** Aircraft types with three cabins (first class); every other type has economy and business. */
export const WIDE_BODIES = new Set([
  '空客A330-300',
  '空客A330-200',
  '波音777-300ER',
  '波音787-9',
  '空客A350-900',
]);

/** Airlines that sell economy only (low-cost). */
export const ECONOMY_ONLY = new Set(['9C']);
