// The twelve carriers of market-rules.md, by IATA designator.
export interface AirlineSeed {
  code: string;
  name: string;
  shortName: string;
}

export const airlines: readonly AirlineSeed[] = [
  { code: 'CA', name: '中国国际航空', shortName: '国航' },
  { code: 'MU', name: '中国东方航空', shortName: '东航' },
  { code: 'CZ', name: '中国南方航空', shortName: '南航' },
  { code: 'HU', name: '海南航空', shortName: '海航' },
  { code: '3U', name: '四川航空', shortName: '川航' },
  { code: 'ZH', name: '深圳航空', shortName: '深航' },
  { code: 'MF', name: '厦门航空', shortName: '厦航' },
  { code: 'FM', name: '上海航空', shortName: '上航' },
  { code: '9C', name: '春秋航空', shortName: '春秋' },
  { code: 'HO', name: '吉祥航空', shortName: '吉祥' },
  { code: 'KN', name: '中国联合航空', shortName: '联航' },
  { code: 'GS', name: '天津航空', shortName: '天航' },
];
