import { unreachable } from '@/lib/closed-set';
import type { Locale } from '@/lib/i18n';
import { nbsp } from '@/lib/typography';
import type { InboundContent, InboundKind } from './inbound-kinds';

/*
 * What the inbox calls each kind of a family's message (issue 82.1), in the staff's two languages: the card's label
 * above what the family sent, and all a notice may say of it (never the family's words). Pure.
 */

export const INBOUND_KIND_WORDS = {
  text: { fr: 'Message', en: 'Message' },
  button: { fr: 'Bouton du message', en: 'Message button' },
  interactive: { fr: 'Réponse à un choix', en: 'Choice' },
  image: { fr: 'Photo', en: 'Photo' },
  audio: { fr: 'Fichier audio', en: 'Audio file' },
  video: { fr: 'Vidéo', en: 'Video' },
  document: { fr: 'Document', en: 'Document' },
  sticker: { fr: 'Autocollant', en: 'Sticker' },
  location: { fr: 'Position', en: 'Location' },
  contacts: { fr: 'Contact', en: 'Contact' },
  reaction: { fr: 'Réaction', en: 'Reaction' },
  unknown: { fr: 'Un message que la boîte ne sait pas lire', en: 'A message the inbox cannot read' },
} as const satisfies Record<InboundKind, Record<Locale, string>>;

/** A message's label: its kind's, a voice note as such, a reaction taken back, an unknown one with Meta's word for it. */
export function inboundLabel(content: InboundContent, locale: Locale): string {
  switch (content.kind) {
    case 'audio':
      return content.media.voice ? (locale === 'fr' ? 'Note vocale' : 'Voice note') : INBOUND_KIND_WORDS.audio[locale];
    case 'reaction':
      return content.emoji ? INBOUND_KIND_WORDS.reaction[locale] : locale === 'fr' ? 'Réaction retirée' : 'Reaction removed';
    case 'unknown':
      return `${INBOUND_KIND_WORDS.unknown[locale]} (${content.type})`;
    case 'text':
    case 'button':
    case 'interactive':
    case 'image':
    case 'video':
    case 'document':
    case 'sticker':
    case 'location':
    case 'contacts':
      return INBOUND_KIND_WORDS[content.kind][locale];
    default:
      return unreachable(content);
  }
}

/** A location as the card writes it: its coordinates (five decimals, a metre or so) and a map's address. */
export function placeWords(content: Extract<InboundContent, { kind: 'location' }>, locale: Locale): { coordinates: string; map: string } {
  const [latitude, longitude] = [content.latitude.toFixed(5), content.longitude.toFixed(5)];
  const coordinates = locale === 'fr' ? `${latitude.replace('.', ',')}${nbsp}; ${longitude.replace('.', ',')}` : `${latitude}, ${longitude}`;
  return { coordinates, map: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}` };
}
