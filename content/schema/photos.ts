/*
 * What the site takes as a photo staff send (content/media/), and the words that refuse any other file:
 * the build (content/load/images.ts) and the editor (editor/photos/) say the same sentence, each
 * naming the file first (« l'image « /media/menu.pdf » … », « Le fichier « menu.pdf » … »).
 */

/** The formats the build reads a sent photo in (image-size's names): pipeline/media.ts serves it from these. */
export const PHOTO_TYPES: ReadonlySet<string> = new Set(['jpg', 'png', 'webp', 'avif']);

/** Why a file is not a photo the site can show, and what to send instead. */
export const NOT_A_PHOTO = {
  svg: "est un dessin SVG : ce format n'est pas accepté pour les photos envoyées. Envoyez une photo JPEG ou PNG.",
  other: "n'est pas une photo JPEG, PNG, WebP ou AVIF : envoyez à la place une photo dans l'un de ces formats.",
} as const;

export type NotAPhoto = keyof typeof NOT_A_PHOTO;
