/**
 * Re-encodes uploaded images with sharp: orientation applied, metadata dropped, the longer side limited, and
 * either JPEG (the catalogue's 800 px, quality 90 of 002 §9) or the image's own format. Decoding every image is
 * also the check that it is one.
 */
import type { Sharp } from 'sharp';
import { decodeBmp } from './bmp.ts';
import { contentTypes, type FileKind } from './sniff.ts';

/** Larger images (pixels) are refused before decoding: a small file can unpack to gigabytes. */
const maxImagePixels = 40_000_000;

export interface ImageRule {
  /** The longer side is scaled down to this many pixels (never up). */
  maxSide?: number;
  /** 'jpeg' always writes JPEG; 'same' keeps PNG, GIF and WebP (BMP becomes PNG) and writes JPEG for JPEG. */
  output: 'jpeg' | 'same';
  /** JPEG quality, 1-100. */
  quality?: number;
}

export interface EncodedImage {
  data: Buffer;
  contentType: string;
  extension: string;
  width: number;
  height: number;
}

export class UnreadableImage extends Error {}

/** sharp (about 30 MB of native code) is loaded on the first upload, not at start. */
async function loadSharp(): Promise<typeof import('sharp').default> {
  return (await import('sharp')).default;
}

/** Animated GIF and WebP stay animated when they keep their format; JPEG takes the first frame. */
async function decoder(data: Buffer, kind: FileKind, animated: boolean): Promise<Sharp> {
  const sharp = await loadSharp();
  if (kind === 'bmp') {
    const image = decodeBmp(data, maxImagePixels);
    return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } });
  }
  return sharp(data, { limitInputPixels: maxImagePixels, animated });
}

export async function encodeImage(data: Buffer, kind: FileKind, rule: ImageRule): Promise<EncodedImage> {
  try {
    const target = rule.output === 'jpeg' || kind === 'jpeg' ? 'jpeg' : kind === 'bmp' ? 'png' : kind;
    let image = (await decoder(data, kind, target === 'gif' || target === 'webp')).rotate();
    if (rule.maxSide)
      image = image.resize({ width: rule.maxSide, height: rule.maxSide, fit: 'inside', withoutEnlargement: true });
    const quality = rule.quality ?? 90;
    if (target === 'jpeg') image = image.flatten({ background: '#ffffff' }).jpeg({ quality });
    else if (target === 'png') image = image.png();
    else if (target === 'gif') image = image.gif();
    else image = image.webp({ quality });
    const { data: output, info } = await image.toBuffer({ resolveWithObject: true });
    const extension = target === 'jpeg' ? 'jpg' : target;
    return {
      data: output,
      contentType: contentTypes[target as FileKind],
      extension,
      width: info.width,
      height: info.pageHeight ?? info.height,
    };
  } catch (error) {
    throw new UnreadableImage(error instanceof Error ? error.message : String(error));
  }
}
