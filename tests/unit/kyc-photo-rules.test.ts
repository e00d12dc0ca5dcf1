import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_SIDE, eighthsDecodeSize, scaledSize } from '@domain/kyc/photos/rules';

describe('the size a JPEG is decoded at', () => {
  it('takes the smallest eighth that still covers 1280 px for a 12-megapixel photo', () => {
    // 2/8 would be 1000 x 750, smaller than the 1280 x 960 the photo is scaled to.
    expect(eighthsDecodeSize(4000, 3000)).toEqual({ width: 1500, height: 1125 });
    expect(scaledSize(4000, 3000)).toEqual({ width: 1280, height: 960 });
  });

  it('is the same eighth whichever way round the photo is', () => {
    expect(eighthsDecodeSize(4032, 3024)).toEqual({ width: 1512, height: 1134 });
    expect(eighthsDecodeSize(3024, 4032)).toEqual({ width: 1134, height: 1512 });
  });

  it('rounds an odd side up, so the decoder never falls to the eighth below', () => {
    const size = eighthsDecodeSize(3001, 2001);
    expect(size).toEqual({ width: 1501, height: 1001 });
    expect(Math.max(size?.width ?? 0, size?.height ?? 0)).toBeGreaterThanOrEqual(MAX_PHOTO_SIDE);
  });

  it('asks for exactly an eighth when the photo is one', () => {
    expect(eighthsDecodeSize(2560, 1920)).toEqual({ width: 1280, height: 960 });
  });

  it('asks for nothing when the photo needs no scaling or only the full size covers it', () => {
    expect(eighthsDecodeSize(1280, 960)).toBeNull();
    expect(eighthsDecodeSize(800, 600)).toBeNull();
    expect(eighthsDecodeSize(1400, 1000)).toBeNull();
  });
});
