import type { Element, Root } from 'hast';
import { locales, type Locale } from '@/lib/i18n';
import { Prose, textOf } from '@/lib/prose';
import type { contentSchemas } from '../schema/files';
import type { Report } from '../schema/kit';
import { without, type ContentFiles } from './files';
import { GATEWAY_PLACEHOLDERS } from './placeholders';
import { LEGAL_SLUGS, type LegalPageEntry, type LegalSection, type LegalSlug } from './types';

/*
 * The legal pages: content/legal/<fr|en>/<privacy|terms|cookies>.md, both languages required (the
 * pages exist in both). Each text is cut at its « ## » titles into the sections the page lists in
 * its table of contents. The privacy page says what the request gateway does by quoting its settings' table
 * ({passerelle.garde}…: content/load/placeholders.ts), never by a number of its own: the build refuses one that
 * does not quote each, so a setting changed in its row cannot leave the page promising the old value.
 */

/** The gateway's words the privacy page does not quote. */
const unquoted = (body: unknown) => GATEWAY_PLACEHOLDERS.filter((name) => typeof body !== 'string' || !body.includes(`{${name}}`));

/** The legal text cut at its « ## » titles: one section per title. */
function sectionsOf(prose: Prose, report: Report): LegalSection[] {
  const sections: { title: string; children: Element[] }[] = [];
  for (const element of prose.elements) {
    if (element.tagName === 'h2') sections.push({ title: textOf(element), children: [] });
    else if (sections.length === 0) {
      report('le texte doit commencer par le titre de sa première partie, sur une ligne qui commence par « ## ».');
      return [];
    } else sections.at(-1)?.children.push(element);
  }
  if (sections.length === 0) report('le texte n’a aucune partie : chaque partie commence par un titre sur une ligne « ## ».');
  return sections.map(({ title, children }) => ({ title, body: new Prose({ type: 'root', children } satisfies Root) }));
}

export function loadLegal(files: ContentFiles, schemas: ReturnType<typeof contentSchemas>): Record<Locale, Record<LegalSlug, LegalPageEntry>> | undefined {
  const pages = locales.map((locale) =>
    LEGAL_SLUGS.map((slug): LegalPageEntry | undefined => {
      const file = `legal/${locale}/${slug}.md`;
      const data = files.requiredMarkdown(file);
      const missing = slug === 'privacy' && data ? unquoted(data.body) : [];
      if (missing.length > 0) {
        files.problems.error(
          `content/${file}`,
          'texte',
          `la page doit dire ce que fait la passerelle des demandes avec ses réglages, en les citant : ${missing.map((name) => `{${name}}`).join(', ')} (à la place du nombre ou des mots qu'ils remplacent : lib/gateway-settings.ts).`,
        );
      }
      const parsed = data && files.parse(schemas.legalPage(locale), data, `content/${file}`);
      if (!parsed) return undefined;
      const sections = sectionsOf(parsed.body, (message) => files.problems.error(`content/${file}`, 'texte', message));
      return { ...without(parsed, 'body'), slug, sections };
    }),
  );
  if (pages.flat().some((page) => !page)) return undefined;
  return Object.fromEntries(
    locales.map((locale, index) => [locale, Object.fromEntries((pages[index] ?? []).map((page) => [page?.slug, page]))]),
  ) as Record<Locale, Record<LegalSlug, LegalPageEntry>>;
}
