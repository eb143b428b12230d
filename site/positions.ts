import type { Job } from '@/content/jobs';
import { careers } from '@/copy/careers';
import { fill, type Locale } from '@/lib/i18n';

/*
 * A position's page as search engines and shares describe it: its description, 120 to 160 characters
 * whatever the title and the quartiers staff type (tests/export/seo-export.test.ts holds every page to
 * it): all the quartiers when they fit, else the first, else none.
 */

const LONGEST = 160;

export function positionDescription(job: Job, locale: Locale): string {
  const words = careers[locale];
  const template = words.position.description;
  const contract = words.positions.contracts[job.contract];
  const variants = [job.quartiers.join(', '), job.quartiers[0] ?? '', ''].map((quartiers) =>
    fill(quartiers ? template : words.position.descriptionNoQuartier, { title: job.title, contract, quartiers }),
  );
  return variants.find((text) => [...text].length <= LONGEST) ?? variants.at(-1)!;
}

/** The description of a closed position's address, or of the notice that names none. */
export function closedPositionDescription(job: Job | undefined, locale: Locale): string {
  const words = careers[locale].position;
  const named = job ? fill(words.closedDescription, { title: job.title }) : '';
  return named && [...named].length <= LONGEST ? named : words.closedDescriptionNoTitle;
}
