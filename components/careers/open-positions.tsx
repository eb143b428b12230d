import { jobs } from '@/content/jobs';
import { careers } from '@/copy/careers';
import { Section, SectionHeader } from '@/components/ui/section';
import type { Locale } from '@/lib/i18n';
import { JobCard } from './job-card';
import styles from './careers.module.css';

/** The open positions, a card each linking to its page; without any, an invitation to apply anyway. On /recrutement/ and a closed position's address. */
export function OpenPositions({ locale }: { locale: Locale }) {
  const words = careers[locale].positions;
  const open = jobs[locale];
  return (
    <Section name="careers-positions" tone="alt">
      <SectionHeader name="careers-positions" eyebrow={words.eyebrow} title={words.title} />
      {open.length > 0 ? (
        <div className={styles.jobs}>
          {open.map((job) => (
            <JobCard key={job.slug} job={job} words={words} locale={locale} />
          ))}
        </div>
      ) : (
        <p className="card" data-no-position>
          {words.none}
        </p>
      )}
    </Section>
  );
}
