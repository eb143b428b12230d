import { Link } from '@/components/ui/link';
import type { BlogHighlight } from '@/content/types';
import { Icon } from '@/components/ui/icon';
import styles from './care-team.module.css';
import { paths } from '@/lib/routes';

interface CareTeamProps {
  about: { title: string; paragraphs: string[] };
  highlights: BlogHighlight[];
}

/** Who writes the articles, and the four kinds of help behind them. */
export function CareTeam({ about, highlights }: CareTeamProps) {
  return (
    <section className="section section-alt" aria-labelledby="care-team-title">
      <div className={`container ${styles.layout}`}>
        <div className={styles.about}>
          <p className="eyebrow">Notre équipe</p>
          <h2 id="care-team-title">{about.title}</h2>
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.text}>
              {paragraph}
            </p>
          ))}
          <Link href={paths.doctors} className="btn btn-outline">
            Découvrir notre équipe
            <Icon name="arrow-right" size={20} />
          </Link>
        </div>
        <ul className={styles.highlights}>
          {highlights.map((highlight) => (
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
