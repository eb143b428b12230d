import type { Job } from '@/content/jobs';
import type { CareersCopy } from '@/copy/careers';
import type { Locale } from '@/lib/i18n';
import { jobAnchor } from '@/lib/jobs';
import { positionPath } from '@/lib/routes';
import { Link } from '@/components/ui/link';
import { JobFacts } from './job-facts';
import styles from './careers.module.css';

/**
 * An open position on /recrutement/: its title, contract, hours, quartiers, pay, what the job is and the
 * last day to apply, and a link to its own page (what it asks and offers, how to apply, the form with
 * the post chosen, its JobPosting). The card keeps its anchor: links shared before positions had pages
 * (#poste-<slug>) still land on it.
 */
export function JobCard({ job, words, locale }: { job: Job; words: CareersCopy['positions']; locale: Locale }) {
  const anchor = jobAnchor(job.slug);
  const href = positionPath(job.slug, locale);
  return (
    <article id={anchor} className={`card ${styles.job}`} aria-labelledby={`${anchor}-title`}>
      <h3 id={`${anchor}-title`}>{job.title}</h3>
      <JobFacts job={job} words={words} locale={locale} />
      <p>{job.summary}</p>
      <Link className={`btn btn-primary ${styles.apply}`} href={href} data-position-link={job.slug} aria-describedby={`${anchor}-title`}>
        {words.more}
      </Link>
    </article>
  );
}
