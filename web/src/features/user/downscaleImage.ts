/** Avatars are uploaded at most this big (px per side): plenty for a 64px circle at 3× density. */
export const AVATAR_MAX_SIDE = 256;
/** Larger picks are refused before decoding: a phone photo is a few MB, not tens. */
export const MAX_SOURCE_BYTES = 20 * 1024 * 1024;

/** The size that fits `width`×`height` within `max`×`max` keeping its shape; never enlarged. */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) throw new RangeError('image has no size');
  const scale = Math.min(1, max / width, max / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
}

async function decode(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    // Applies the photo's EXIF orientation, so a portrait shot is not uploaded lying down.
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  return {
    source: image,
    width: image.naturalWidth,
    height: image.naturalHeight,
    release: () => URL.revokeObjectURL(url),
  };
}

/**
 * The picked image as a JPEG data URL no larger than `max`×`max` (the `uploadAvatar` input).
 * Rejects when the file is not an image the browser can decode.
 */
export async function downscaleToJpeg(file: Blob, max = AVATAR_MAX_SIDE, quality = 0.86): Promise<string> {
  const decoded = await decode(file);
  try {
    const size = fitWithin(decoded.width, decoded.height, max);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('canvas unavailable');
    // JPEG has no transparency: a transparent PNG would turn black without a background.
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, size.width, size.height);
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(decoded.source, 0, 0, size.width, size.height);
    return canvas.toDataURL('image/jpeg', quality);
  } finally {
    decoded.release();
  }
}
