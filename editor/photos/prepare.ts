import { decide, fileKind, HEAD_BYTES } from './kind';
import type { Refusal } from './messages';
import { encodeWithinBudget, fitLongEdge, PHOTO_TYPE, photoName } from './target';

/*
 * A file staff chose, made into the photo the editor commits: decoded by the browser, turned upright
 * (its EXIF orientation applied), drawn anew at most MAX_EDGE on its long side, and encoded as a JPEG.
 * Drawing it anew is what leaves its EXIF behind: the place it was taken, the phone, the date.
 */

export type Prepared = { file: File; report: string } | { refused: Refusal };

interface Picture {
  source: CanvasImageSource;
  width: number;
  height: number;
  release(): void;
}

/** The file's picture, turned as its EXIF orientation says (a phone stores a portrait photo sideways). */
async function decode(file: Blob): Promise<Picture> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
  } catch {
    // A browser that does not know 'from-image' yet: an <img> is drawn upright too (CSS image-orientation).
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.src = url;
    try {
      await image.decode();
    } catch (error) {
      URL.revokeObjectURL(url);
      throw error;
    }
    return { source: image, width: image.naturalWidth, height: image.naturalHeight, release: () => URL.revokeObjectURL(url) };
  }
}

function encode(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob?.type === PHOTO_TYPE ? resolve(blob) : reject(new Error(`photo: the browser did not encode ${PHOTO_TYPE}`))), PHOTO_TYPE, quality),
  );
}

async function draw(picture: Picture): Promise<{ blob: Blob; quality: number; width: number; height: number }> {
  const { width, height } = fitLongEdge(picture.width, picture.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { alpha: false });
  if (!context) throw new Error('photo: no 2D canvas');
  // A JPEG has no transparency: the clear parts of a PNG become white, the colour of the site's cards.
  context.fillStyle = 'white';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(picture.source, 0, 0, width, height);
  try {
    return { ...(await encodeWithinBudget((quality) => encode(canvas, quality))), width, height };
  } finally {
    // Free the pixels now rather than at the next collection: a phone has little memory to spare.
    canvas.width = 0;
    canvas.height = 0;
  }
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`;

export async function preparePhoto(file: File): Promise<Prepared> {
  const started = performance.now();
  const kind = fileKind(new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer()), file.name);
  const decision = decide(kind);
  if (decision !== 'draw') return { refused: decision };

  let picture: Picture;
  try {
    picture = await decode(file);
  } catch {
    return { refused: kind === 'heic' ? 'heic' : 'unreadable' };
  }
  try {
    const { blob, quality, width, height } = await draw(picture);
    const prepared = new File([blob], photoName(file.name, Date.now()), { type: PHOTO_TYPE });
    const report =
      `${file.name} (${kind}, ${picture.width}×${picture.height}, ${megabytes(file.size)}) → ${prepared.name} ` +
      `(${width}×${height}, ${megabytes(blob.size)}, quality ${quality}) in ${Math.round(performance.now() - started)} ms`;
    return { file: prepared, report };
  } catch {
    // Too large for this device's memory, or a canvas it cannot encode.
    return { refused: 'unreadable' };
  } finally {
    picture.release();
  }
}
