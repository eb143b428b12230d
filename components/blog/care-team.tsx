import { Link } from '@/components/ui/link';
import { blogPage } from '@/content/blog-page';
import { Icon } from '@/components/ui/icon';
import type { Locale } from '@/lib/i18n';
import { pagePath } from '@/lib/routes';
import styles from './care-team.module.css';

/** Who writes the articles, and the four kinds of help behind them. */
export function CareTeam({ locale }: { locale: Locale }) {
  const t = blogPage[locale].careTeam;
  return (
    <section className="section section-alt" aria-labelledby="care-team-title">
      <div className={`container ${styles.layout}`}>
        <div className={styles.about}>
          <p className="eyebrow">{t.eyebrow}</p>
          <h2 id="care-team-title">{t.title}</h2>
          {t.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.text}>
              {paragraph}
            </p>
          ))}
          <Link href={pagePath('doctors', locale)} className="btn btn-outline">
            {t.link}
            <Icon name="arrow-right" size={20} />
          </Link>
        </div>
        <ul className={styles.highlights}>
          {t.highlights.map((highlight) => (
            <li key={highlight.title} className={`card ${styles.highlight}`}>
              <span className={styles.icon}>
                <Icon name={highlight.icon} size={28} />
              </span>
              <h3 className={styles.highlightTitle}>{highlight.title}</h3>
              <p className={styles.highlightText}>{highlight.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
