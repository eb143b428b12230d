import type { Job } from '@/content/jobs';
import type { CareersCopy } from '@/copy/careers';
import { Icon } from '@/components/ui/icon';
import { Sentence } from '@/components/ui/sentence';
import { formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { jobAnchor } from '@/lib/jobs';
import { APPLICATION_ID, POSITION_PARAM } from '@/lib/routes';
import styles from './careers.module.css';

/**
 * An open position: its title, contract, hours and quartiers, what the job is, what we ask and offer,
 * the last day to apply, and « Postuler », a plain link that chooses it in the form below
 * (?poste=<slug>#candidature): it works from a link shared on WhatsApp too.
 */
export function JobCard({ job, words, locale }: { job: Job; words: CareersCopy['positions']; locale: Locale }) {
  const anchor = jobAnchor(job.slug);
  return (
    <article id={anchor} className={`card ${styles.job}`} aria-labelledby={`${anchor}-title`}>
      <h3 id={`${anchor}-title`}>
        {job.title}
      </h3>
      <p className={styles.badge}>
        <span className="visually-hidden">{words.contract} </span>
        {words.contracts[job.contract]}
      </p>
      <p className={styles.fact}>
        <Icon name="clock" size={22} />
        <span>
          <strong>{words.hours}</strong> {job.hours}
        </span>
      </p>
      <p className={styles.fact}>
        <Icon name="map-pin" size={22} />
        <span>
          <strong>{words.quartiers}</strong> {job.quartiers.join(', ')}
        </span>
      </p>
      <p>{job.summary}</p>
      <h4>{words.requirements}</h4>
      <ul>
        {job.requirements.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h4>{words.offer}</h4>
      <ul>
        {job.offer.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>
        <Sentence text={words.until} fill={{ date: <time dateTime={job.validThrough}>{formatDate(job.validThrough, locale)}</time> }} />
      </p>
      <a className={`btn btn-primary ${styles.apply}`} href={`?${POSITION_PARAM}=${encodeURIComponent(job.slug)}#${APPLICATION_ID}`} data-apply={job.slug}>
        {words.apply}
      </a>
    </article>
  );
}
