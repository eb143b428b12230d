import * as z from 'zod';
import { field } from './editor';
import type { SchemaKit } from './kit';
import type { SharedFields } from './shared';
import { quoted } from './messages';

// The doctors (content/doctors/<slug>.yml) and the languages the team speaks (content/settings/languages.yml).

/** A language's ISO 639 code (search engines read it): two or three small letters, « fr », « ewo ». */
const LANGUAGE_CODE = /^[a-z]{2,3}$/;

/** Where a doctor's languages are chosen from, in the editor: the team's list (content/settings/languages.yml). */
const LANGUAGE_RELATION = {
  widget: 'relation',
  decap: {
    collection: 'centre',
    file: 'languages',
    value_field: 'languages.*.code',
    search_fields: ['languages.*.name.fr'],
    display_fields: ['languages.*.name.fr'],
  },
} as const;

export function doctorSchemas(kit: SchemaKit, shared: SharedFields) {
  const { text, name, itemId, url, image } = kit;
  const { paragraph } = shared;

  const languageCode = z.string().regex(LANGUAGE_CODE, {
    error: (issue) => `${quoted(issue.input)} n'est pas un code de langue : deux ou trois lettres minuscules, comme « fr » ou « ewo » (la norme ISO 639).`,
  });

  /**
   * The languages someone of the team speaks, in the order the site lists them: each by its ISO 639 code
   * (search engines read it) and its name in both languages, as a sentence writes it (« ewondo », « Ewondo »).
   */
  const languages = z.strictObject({
    languages: field(
      z
        .array(
          z.strictObject({
            code: field(languageCode, {
              label: 'Code',
              widget: 'string',
              hint: 'Son code ISO 639, deux ou trois lettres : « fr », « ewo » (ewondo), « bbj » (ghomala). Les moteurs de recherche lisent ce code.',
              pattern: [LANGUAGE_CODE.source, 'Deux ou trois lettres minuscules, comme « fr » ou « ewo ».'],
            }),
            name: field(text, { label: 'Nom', hint: 'Comme une phrase l’écrit : « ewondo » en français (sans majuscule), « Ewondo » en anglais.' }),
          }),
        )
        .min(1)
        .superRefine((list, ctx) => {
          list.forEach((language, index) => {
            if (list.findIndex((other) => other.code === language.code) !== index) {
              ctx.addIssue({ code: 'custom', path: [index, 'code'], message: `« ${language.code} » est déjà une langue de la liste : chaque langue n'y est qu'une fois.` });
            }
          });
        }),
      {
        label: 'Langues de l’équipe',
        labelSingular: 'langue',
        hint: 'Les langues que parle au moins une personne de l’équipe. Chaque médecin choisit les siennes dans cette liste.',
        summary: '{{fields.name.fr}} ({{fields.code}})',
      },
    ),
  });

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
    languages: field(z.array(languageCode).min(1), {
      label: 'Langues parlées',
      labelSingular: 'langue parlée',
      hint: 'Choisies dans la liste « Le centre › Langues de l’équipe » : une langue qui manque s’y ajoute d’abord.',
      ...LANGUAGE_RELATION,
    }),
  });

  return { doctor, languages };
}
