/*
 * The photo the editor commits in place of the one staff chose: its size, its quality, its name. Pure;
 * editor/photos/prepare.ts draws and encodes it.
 *
 * It is the master the build makes every visitor's file from (pipeline/media.ts: AVIF, WebP and JPEG at
 * the widths of lib/responsive-image.ts), kept in the repository for ever and cloned by every build of
 * the host: big enough for the widest of those files, small enough that a phone's 15 MB never lands.
 */

/** The longest side, in pixels: a landscape photo keeps 2560 × 1920, a portrait one 1920 wide, both above the build's widest file. */
export const MAX_EDGE = 2560;

/**
 * JPEG, not WebP: every browser encodes JPEG from a canvas, while Safari (the centre's iPhones) cannot
 * encode WebP and hands back a PNG larger than the original (Decap carries a WebAssembly encoder for
 * that). Bytes saved in the repository would change nothing for visitors: the build re-encodes.
 */
export const PHOTO_TYPE = 'image/jpeg';

/** Qualities tried in turn, best first, until the photo fits the budget (a photo of leaves or gravel may not at 85 %). */
export const QUALITIES = [0.85, 0.75, 0.65] as const;

/** At most about 1.5 MB committed per photo. */
export const BYTE_BUDGET = 1_500_000;

/** The size a photo of `width` × `height` is stored at: its long side at most MAX_EDGE, never enlarged. */
export function fitLongEdge(width: number, height: number, maxEdge = MAX_EDGE): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Encodes at each quality in turn and keeps the first result within the budget (or the last one tried). */
export async function encodeWithinBudget<T extends { size: number }>(encode: (quality: number) => Promise<T>, budget = BYTE_BUDGET): Promise<{ blob: T; quality: number }> {
  let result: { blob: T; quality: number } | undefined;
  for (const quality of QUALITIES) {
    result = { blob: await encode(quality), quality };
    if (result.blob.size <= budget) break;
  }
  return result!;
}

/**
 * The stored file's name: the chosen file's own, in plain letters (« Visite à domicile.HEIC » →
 * visite-a-domicile), with a mark of the moment it was sent. Two photos never share a name: Decap
 * would otherwise offer to « replace » the published one, which deletes it from the live site at once
 * (a commit to main, outside any draft), or overwrite it on publishing, under a page that shows it.
 */
export function photoName(original: string, sentAt: number): string {
  const stem = original
    .replace(/\.[^.]*$/, '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
  return `${stem || 'photo'}-${sentAt.toString(36).slice(-6)}.jpg`;
}
