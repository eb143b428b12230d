import { frenchDay } from '@/lib/french-date';
import { isOpen } from '@/lib/jobs';
import { isFarAhead } from '@/lib/publication';
import type { contentSchemas } from '../schema/files';
import type { ContentFiles } from './files';
import type { JobEntry } from './types';

/*
 * The positions (content/jobs/<slug>.yml): each file checked by its schema; on the site only while it is
 * open on `today` (Yaoundé's day at the build: lib/jobs.ts), newest first. A position not yet posted or
 * already closed is on no page, list, sitemap or structured data; the build says which and why, in
 * French, as it does of a scheduled article (the daily rebuild publishes and takes down).
 */

type Schemas = ReturnType<typeof contentSchemas>;

export function loadJobs(files: ContentFiles, schemas: Schemas, today: string): JobEntry[] {
  const jobs: JobEntry[] = [];
  for (const entry of files.folder('jobs', 'yaml')) {
    if (entry.refused) continue;
    const file = `content/${entry.file}`;
    const job = files.parse(schemas.job, files.yaml(entry.file), file);
    if (!job) continue;
    if (isOpen(job, today)) {
      jobs.push({ ...job, slug: entry.slug });
      if (isFarAhead(job.validThrough, today)) {
        files.problems.warning(file, "ouverte jusqu'au", `le ${frenchDay(job.validThrough)} est dans plus d'un an : vérifiez l'année, c'est peut-être une faute de frappe.`);
      }
    } else if (job.validThrough < today) {
      files.problems.warning(file, undefined, `offre close (son dernier jour était le ${frenchDay(job.validThrough)}) : elle n'est plus sur le site. Supprimez-la, ou repoussez sa date « Ouverte jusqu'au » pour la rouvrir.`);
    } else {
      files.problems.warning(file, undefined, `Programmée pour le ${frenchDay(job.datePosted)} : l'offre sera mise en ligne ce jour-là (heure de Yaoundé), quand le site se reconstruit chaque matin.`);
    }
  }
  return jobs.sort((a, b) => b.datePosted.localeCompare(a.datePosted) || a.slug.localeCompare(b.slug));
}
