import { about } from '@/content/about';
import { site } from '@/content/site';
import type { Locale } from '@/lib/i18n';
import { Icon } from '@/components/ui/icon';
import { formatDate } from '@/lib/format';
import styles from './about-history.module.css';
import { Artwork } from '@/components/ui/artwork';

export function AboutHistory({ locale }: { locale: Locale }) {
  const { images, history: t } = about[locale];
  const centre = site[locale];
  return (
    <section className="section" aria-labelledby="about-history-title">
      <div className={`container ${styles.layout}`}>
        <div className={styles.text}>
          <p className="eyebrow">{t.eyebrow}</p>
          <h2 id="about-history-title">{t.title}</h2>
          {t.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <aside className={styles.aside} aria-label={t.factsLabel}>
          <Artwork
            image={images.team}
            // In the first screen on a computer, where it is the largest element.
            loading="eager"
            fetchPriority="high"
            className={styles.image}
          />
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>
                <span className={styles.icon}>
                  <Icon name="calendar" size={24} />
                </span>
                {t.founded}
              </dt>
              <dd>
                <time dateTime={centre.foundingDate}>{formatDate(centre.foundingDate, locale)}</time>
              </dd>
            </div>
            <div className={styles.fact}>
              <dt>
                <span className={styles.icon}>
                  <Icon name="stethoscope" size={24} />
                </span>
                {t.foundedBy}
              </dt>
              <dd>
                {centre.founder.name}
                <span className={styles.muted}>{centre.founder.role}</span>
              </dd>
            </div>
            <div className={styles.fact}>
              <dt>
                <span className={styles.icon}>
                  <Icon name="map-pin" size={24} />
                </span>
                {t.zone}
              </dt>
              <dd>{centre.serviceZone}</dd>
            </div>
            <div className={styles.fact}>
              <dt>
                <span className={styles.icon}>
                  <Icon name="clock" size={24} />
                </span>
                {t.homeCare}
              </dt>
              <dd>{centre.serviceAvailability}</dd>
            </div>
          </dl>
        </aside>
      </div>
    </section>
  );
}
