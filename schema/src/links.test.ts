import { describe, expect, it } from 'vitest';
import { BANNER_LINK_FAMILIES, linkFamily } from './links.ts';

describe('linkFamily', () => {
  it('gives each spec link type its family, and every other type PlainLink', () => {
    expect([1, 2, 3, 4, 6, 7, 9, 10, 12, 15, 16, 18, 19, 21, 22].map(linkFamily)).toEqual([
      'PageLink',
      'TourLink',
      'TourLink',
      'TourLink',
      'HotelLink',
      'HotelLink',
      'JourneyLink',
      'JourneyLink',
      'JourneyLink',
      'VisaLink',
      'VisaLink',
      'GoodsLink',
      'GoodsLink',
      'TicketLink',
      'TicketLink',
    ]);
    for (const type of [0, 5, 8, 11, 13, 14, 17, 20, 23, -1, 99]) expect(linkFamily(type)).toBe('PlainLink');
    expect(new Set(BANNER_LINK_FAMILIES).size).toBe(8);
  });
});
