import * as z from 'zod';
import { field } from './editor';
import type { SchemaKit } from './kit';

// The legal pages (content/legal/fr|en/<slug>.md), one file per language.

export function legalSchemas(kit: SchemaKit) {
  const { line, markdown, isoDate } = kit;

  const legalPage = (locale: 'fr' | 'en') =>
    z.strictObject({
      title: field(line(locale), { label: 'Titre' }),
      description: field(line(locale), { label: 'Description', widget: 'text', hint: 'Une ou deux phrases, montrées par les moteurs de recherche.' }),
      /** The paragraph under the title. */
      intro: field(line(locale), { label: 'Introduction', widget: 'text', hint: 'Le paragraphe sous le titre.' }),
      updated: field(isoDate, { label: 'Date de mise à jour' }),
      /** Sections, each starting with a « ## » title. */
      body: field(markdown(locale), { label: 'Texte', hint: 'Chaque partie commence par un titre « ## ».' }),
    });

  return { legalPage };
}
