import type { Job } from '@/content/jobs';
import type { CareersCopy } from '@/copy/careers';
import { Icon } from '@/components/ui/icon';
import { Sentence } from '@/components/ui/sentence';
import { formatDate, formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import styles from './careers.module.css';

/** What a candidate looks for first, on the list's card and on the position's page: contract, hours, where, pay, until when. */
export function JobFacts({ job, words, locale }: { job: Job; words: CareersCopy['positions']; locale: Locale }) {
  const pay = job.pay ? formatPrice({ min: job.pay.min, ...(job.pay.max === undefined ? {} : { max: job.pay.max }), per: words.payPer[job.pay.per] }, locale) : words.payToBeSet;
  return (
    <>
      <p className={styles.badge}>
        <span className="visually-hidden">{words.contract} </span>
        {words.contracts[job.contract]}
      </p>
      {job.partTime ? <p className={styles.badge}>{words.partTime}</p> : null}
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
      <p className={styles.fact} data-pay={job.pay ? 'given' : 'to-be-set'}>
        <Icon name="award" size={22} />
        <span>
          <strong>{words.pay}</strong> {pay}
        </span>
      </p>
      <p>
        <Sentence text={words.until} fill={{ date: <time dateTime={job.validThrough}>{formatDate(job.validThrough, locale)}</time> }} />
      </p>
    </>
  );
}
