/*
 * The size of every link preview (Open Graph's and X's large card, 1.91:1): pipeline/lib/preview-card.ts
 * draws each PNG at this size and site/metadata.ts declares it in each page's og:image.
 */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
