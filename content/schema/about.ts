import * as z from 'zod';
import { field } from './editor';
import type { SchemaKit } from './kit';
import type { SharedFields } from './shared';

// The about page (content/about/page.yml).

export function aboutSchemas(kit: SchemaKit, shared: SharedFields) {
  const { text, richText, name, icon, image } = kit;
  const { quote, titledCards } = shared;

  const about = z.strictObject({
    history: field(richText, { label: 'Histoire' }),
    figures: field(
      z
        .array(
          z.strictObject({
            value: field(name, { label: 'Valeur', hint: 'Tel qu\'il s\'affiche : « 12+ », « 24/7 ».' }),
            label: field(text, { label: 'Libellé' }),
            icon,
          }),
        )
        .min(1),
      { label: 'Chiffres', labelSingular: 'chiffre', summary: '{{fields.value}} {{fields.label.fr}}' },
    ),
    values: titledCards({ label: 'Valeurs', labelSingular: 'valeur' }),
    founder: field(z.strictObject({ quote }), { label: 'Fondatrice', hint: 'Son nom et sa fonction viennent de « Le centre » et de sa fiche de médecin.' }),
    solution: field(richText, { label: 'Notre réponse' }),
    groups: titledCards({ label: 'Publics prioritaires', labelSingular: 'public' }),
    images: field(z.strictObject({ team: field(image, { label: 'Équipe' }), founder: field(image, { label: 'Fondatrice' }) }), { label: 'Images' }),
  });

  return { about };
}
