import { addDays } from '@/lib/douala-date';
import { frenchDay } from '@/lib/french-date';
import { CLOSED_NOTICE_SLUG, isOpen, isRecentlyClosed } from '@/lib/jobs';
import { NO_PAY_WARNING } from '../schema/job';
import { isFarAhead } from '@/lib/publication';
import type { contentSchemas } from '../schema/files';
import type { ContentFiles } from './files';
import type { JobEntry } from './types';

/*
 * The positions (content/jobs/<slug>.yml): each file checked by its schema; on the site only while it is
 * open on `today` (Yaoundé's day at the build: lib/jobs.ts), newest first. A position not yet posted or
 * already closed is on no list, sitemap or structured data; the build says which and why, in French, as
 * it does of a scheduled article (the daily rebuild publishes and takes down). One closed less than
 * `graceDays` ago keeps its address, a page that says it is filled or closed (`closed`).
 */

type Schemas = ReturnType<typeof contentSchemas>;

export function loadJobs(files: ContentFiles, schemas: Schemas, today: string, graceDays: number): { open: JobEntry[]; closed: JobEntry[] } {
  const jobs: JobEntry[] = [];
  const closed: JobEntry[] = [];
  for (const entry of files.folder('jobs', 'yaml')) {
    if (entry.refused) continue;
    const file = `content/${entry.file}`;
    if (entry.slug === CLOSED_NOTICE_SLUG) {
      files.problems.error(file, undefined, `« ${CLOSED_NOTICE_SLUG} » est l'adresse de la page « poste pourvu ou fermé » : donnez un autre nom à cette offre (par exemple celui du métier).`);
      continue;
    }
    const job = files.parse(schemas.job, files.yaml(entry.file), file);
    if (!job) continue;
    if (isOpen(job, today)) {
      jobs.push({ ...job, slug: entry.slug });
      if (!job.pay) files.problems.warning(file, 'salaire', NO_PAY_WARNING);
      if (isFarAhead(job.validThrough, today)) {
        files.problems.warning(file, "ouverte jusqu'au", `le ${frenchDay(job.validThrough)} est dans plus d'un an : vérifiez l'année, c'est peut-être une faute de frappe.`);
      }
    } else if (job.validThrough < today) {
      const kept = isRecentlyClosed(job, today, graceDays);
      if (kept) closed.push({ ...job, slug: entry.slug });
      files.problems.warning(
        file,
        undefined,
        `offre close (son dernier jour était le ${frenchDay(job.validThrough)}) : elle n'est plus dans la liste${kept ? ` ; son adresse dit « poste pourvu ou fermé » jusqu'au ${frenchDay(addDays(job.validThrough, graceDays))}` : ''}. Supprimez-la${kept ? ' après cette date' : ''}, ou repoussez sa date « Ouverte jusqu'au » pour la rouvrir.`,
      );
    } else {
      files.problems.warning(file, undefined, `Programmée pour le ${frenchDay(job.datePosted)} : l'offre sera mise en ligne ce jour-là (heure de Yaoundé), quand le site se reconstruit chaque matin.`);
    }
  }
  const newestFirst = (a: JobEntry, b: JobEntry) => b.datePosted.localeCompare(a.datePosted) || a.slug.localeCompare(b.slug);
  return { open: jobs.sort(newestFirst), closed: closed.sort(newestFirst) };
}
