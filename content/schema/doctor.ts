import * as z from 'zod';
import { field } from './editor';
import type { SchemaKit } from './kit';
import type { SharedFields } from './shared';

// The doctors (content/doctors/<slug>.yml).

/**
 * The languages a clinician may speak, by their ISO 639 code (search engines read the codes; the
 * names are words of the site: copy/trust.ts). A language missing here is added in both places.
 */
export const SPOKEN_LANGUAGES = ['fr', 'en', 'wes', 'ewo', 'bum', 'eto', 'bas', 'dua', 'bbj', 'ff'] as const;
export type SpokenLanguage = (typeof SPOKEN_LANGUAGES)[number];

export function doctorSchemas(kit: SchemaKit, shared: SharedFields) {
  const { text, name, itemId, url, image } = kit;
  const { paragraph } = shared;

  const doctor = z.strictObject({
    id: field(itemId, { label: 'Numéro', hint: "Son rang sur la page de l'équipe (1 en premier)." }),
    name: field(name, { label: 'Nom', hint: 'Comme on l\'écrit sur le site : « Dr Élise Mballa ».' }),
    specialty: field(text, { label: 'Spécialité' }),
    description: paragraph,
    experience: field(text, { label: 'Expérience' }),
    education: field(text, { label: 'Formation' }),
    image,
    social: field(
      z.strictObject({
        facebook: field(url, { label: 'Facebook' }),
        whatsapp: field(url, { label: 'WhatsApp', hint: 'Un lien https://wa.me/237…' }),
        instagram: field(url, { label: 'Instagram' }),
      }),
      { label: 'Réseaux sociaux' },
    ),
    /** Their registration with their professional order (Ordre national des médecins du Cameroun…). */
    registration: field(
      z.strictObject({
        order: field(text, { label: 'Ordre professionnel', hint: 'Par exemple « Ordre national des médecins du Cameroun ».' }),
        number: field(name, { label: 'Numéro', hint: "Son numéro d'inscription, tel qu'il est écrit sur sa carte." }),
      }),
      { label: 'Inscription à l’ordre', hint: 'Son inscription à son ordre professionnel, que les familles peuvent vérifier.' },
    ),
    languages: field(z.array(z.enum(SPOKEN_LANGUAGES)).min(1), {
      label: 'Langues parlées',
      labelSingular: 'langue parlée',
      widget: 'select',
      choices: {
        fr: 'Français',
        en: 'Anglais',
        wes: 'Pidgin camerounais',
        ewo: 'Ewondo',
        bum: 'Boulou',
        eto: 'Éton',
        bas: 'Bassa',
        dua: 'Douala',
        bbj: 'Ghomala',
        ff: 'Peul (fulfulde)',
      },
    }),
  });

  return { doctor };
}
