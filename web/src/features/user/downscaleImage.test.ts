import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_SIDE, fitWithin } from './downscaleImage.ts';

describe('fitWithin', () => {
  it('shrinks a landscape photo to 256 wide, keeping its shape', () => {
    expect(fitWithin(4032, 3024, AVATAR_MAX_SIDE)).toEqual({ width: 256, height: 192 });
  });

  it('shrinks a portrait photo to 256 high', () => {
    expect(fitWithin(1080, 1920, AVATAR_MAX_SIDE)).toEqual({ width: 144, height: 256 });
  });

  it('never enlarges a small image', () => {
    expect(fitWithin(120, 80, AVATAR_MAX_SIDE)).toEqual({ width: 120, height: 80 });
  });

  it('keeps at least one pixel of a very thin image', () => {
    expect(fitWithin(10000, 2, AVATAR_MAX_SIDE)).toEqual({ width: 256, height: 1 });
  });

  it('refuses an image without a size', () => {
    expect(() => fitWithin(0, 100, AVATAR_MAX_SIDE)).toThrow(RangeError);
  });
});
