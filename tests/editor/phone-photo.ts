// A photo as a phone sends it, for the tests: large, stored sideways with an EXIF orientation of 6 (the
// phone held upright: it shows `height` wide and `width` high), the place it was taken in its EXIF GPS
// tags, and busy enough (noise over a diagonal gradient) to weigh what a real photo weighs.
import sharp from 'sharp';

export interface PhonePhotoOptions {
  /** As stored, before the orientation turns it. */
  width: number;
  height: number;
  /** The grain: the noise's spread (0–255) and its blur radius, which gives a real photo's texture. */
  grain?: { sigma: number; blur?: number };
  quality?: number;
}

/** Yaoundé, in the EXIF's degrees-minutes-seconds. */
export const PHONE_PHOTO_GPS = { GPSLatitudeRef: 'N', GPSLatitude: '3/1 52/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '11/1 30/1 0/1' };

const NOISE_TILE = 1024;

export async function phonePhoto({ width, height, grain = { sigma: 20 }, quality = 95 }: PhonePhotoOptions): Promise<Buffer> {
  // Green at the top left, yellow at the bottom right as stored: which way it is turned shows.
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#2a7"/><stop offset="1" stop-color="#fc3"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  // The noise is drawn on a tile and repeated: libvips draws gaussian noise slowly (6 s for 48 megapixels,
  // 0.2 s this way), and neither JPEG, which codes 8-pixel blocks, nor a resize, which averages neighbours,
  // tells a pattern repeating every 1024 px from one that never repeats: the photo weighs the same
  // (13.2 MB at 8000 × 6000, quality 92).
  const tile = { width: Math.min(width, NOISE_TILE), height: Math.min(height, NOISE_TILE), channels: 3 as const };
  const tileNoise = await sharp({ create: { ...tile, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: grain.sigma } } }).raw().toBuffer();
  let noise = sharp(tileNoise, { raw: tile }).extend({ right: width - tile.width, bottom: height - tile.height, extendWith: 'repeat' });
  if (grain.blur) noise = sharp(await noise.raw().toBuffer(), { raw: { width, height, channels: 3 } }).blur(grain.blur);
  return sharp(gradient)
    .composite([{ input: await noise.raw().toBuffer(), raw: { width, height, channels: 3 }, blend: 'overlay' }])
    .jpeg({ quality })
    .withExif({ IFD0: { Make: 'Téléphone', Model: 'Modèle 7' }, IFD3: PHONE_PHOTO_GPS })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}
