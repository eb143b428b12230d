import { blogPage } from '@/copy/blog-page';
import { ArrowLink } from '@/components/ui/arrow-link';
import { CardGrid } from '@/components/ui/card-grid';
import { FeatureTile } from '@/components/ui/feature-tile';
import { Section, SectionTitle } from '@/components/ui/section';
import type { Locale } from '@/lib/i18n';
import { pagePath } from '@/lib/routes';
import styles from './care-team.module.css';

/** Who writes the articles, and the four kinds of help behind them. */
export function CareTeam({ locale }: { locale: Locale }) {
  const t = blogPage[locale].careTeam;
  return (
    <Section name="care-team" tone="alt" layout={styles.layout}>
      <div className={styles.about}>
        <SectionTitle name="care-team" eyebrow={t.eyebrow} title={t.title} />
        {t.paragraphs.map((paragraph) => (
          <p key={paragraph} className={styles.text}>
            {paragraph}
          </p>
        ))}
        <ArrowLink href={pagePath('doctors', locale)} button="outline">
          {t.link}
        </ArrowLink>
      </div>
      <CardGrid columns={2} gap={4}>
        {t.highlights.map((highlight) => (
          <FeatureTile
            key={highlight.title}
            item={highlight}
            iconSize={28}
            className={`card ${styles.highlight}`}
            iconClassName={styles.icon}
          />
        ))}
      </CardGrid>
    </Section>
  );
}
