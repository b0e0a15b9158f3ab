import { badParam } from '../../core/errors.ts';

export const MAX_HEAD_IMAGE_BYTES = 512 * 1024;

const DATA_URL = /^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/]*={0,2})$/;

// The first bytes of each format, so a renamed file of another kind is refused rather than
// served to browsers under the wrong type.
function matchesFormat(kind: string, bytes: Buffer): boolean {
  switch (kind) {
    case 'png':
      return bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case 'jpeg':
      return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    case 'webp':
      return bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP';
    default:
      return false;
  }
}

/** Decodes a `data:image/png|jpeg|webp;base64,…` URL; throws 2001 with what to fix. */
export function parseHeadImage(dataUrl: string): { mime: string; bytes: Buffer } {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw badParam('头像需为 PNG、JPEG 或 WebP 图片（base64 data URL）');
  const [, kind, base64] = match as unknown as [string, string, string];
  if (base64.length % 4 !== 0) throw badParam('头像图片数据不完整，请重新选择图片');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw badParam('头像图片为空，请重新选择图片');
  if (bytes.length > MAX_HEAD_IMAGE_BYTES) throw badParam('头像图片不能超过512KB，请压缩后再上传');
  if (!matchesFormat(kind, bytes)) throw badParam('图片内容与格式不符，请上传 PNG、JPEG 或 WebP 图片');
  return { mime: `image/${kind}`, bytes };
}
