import { NOT_A_PHOTO, type NotAPhoto } from '@/content/schema/photos';
import { typeset } from '@/lib/typography';

/*
 * What the editor tells staff about a file they chose, in French. Where the build refuses the same
 * file, the words are the build's (content/schema/photos.ts).
 */

export type Refusal = NotAPhoto | 'heic' | 'unreadable';

const sentences: Record<Refusal, (name: string) => string> = {
  svg: (name) => `Le fichier « ${name} » ${NOT_A_PHOTO.svg}`,
  other: (name) => `Le fichier « ${name} » ${NOT_A_PHOTO.other}`,
  heic: (name) =>
    `La photo « ${name} » est au format HEIC de l'iPhone, que ce navigateur ne sait pas lire. Envoyez-la depuis l'iPhone lui-même (il la change en JPEG), ou enregistrez-la d'abord en JPEG.`,
  unreadable: (name) =>
    `Le fichier « ${name} » n'a pas pu être lu comme une photo. Ouvrez-le sur l'appareil, enregistrez-le en JPEG, puis envoyez-le à nouveau.`,
};

/** Why the file `name` was not sent, and what to send instead. */
export function refusalMessage(reason: Refusal, name: string): string {
  return typeset(sentences[reason](name), 'fr');
}

export const PREPARING = 'Préparation de la photo…';
export const CLOSE = 'Fermer';
