import { aboutImages, history } from '@/content/about';
import { site } from '@/content/site';
import { Icon } from '@/components/ui/icon';
import { formatDateFr } from '@/lib/format';
import styles from './about-history.module.css';
import { Artwork } from '@/components/ui/artwork';

export function AboutHistory() {
  return (
    <section className="section" aria-labelledby="about-history-title">
      <div className={`container ${styles.layout}`}>
        <div className={styles.text}>
          <p className="eyebrow">Notre histoire</p>
          <h2 id="about-history-title">Un centre né pour aller vers les patients</h2>
          {history.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <aside className={styles.aside} aria-label="Le centre en bref">
          <Artwork
            image={aboutImages.team}
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
                Fondé le
              </dt>
              <dd>
                <time dateTime={site.foundingDate}>{formatDateFr(site.foundingDate)}</time>
              </dd>
            </div>
            <div className={styles.fact}>
              <dt>
                <span className={styles.icon}>
                  <Icon name="stethoscope" size={24} />
                </span>
                Fondé par
              </dt>
              <dd>
                {site.founder.name}
                <span className={styles.muted}>{site.founder.role}</span>
              </dd>
            </div>
            <div className={styles.fact}>
              <dt>
                <span className={styles.icon}>
                  <Icon name="map-pin" size={24} />
                </span>
                Où nous intervenons
              </dt>
              <dd>{site.serviceZone}</dd>
            </div>
            <div className={styles.fact}>
              <dt>
                <span className={styles.icon}>
                  <Icon name="clock" size={24} />
                </span>
                Soins à domicile
              </dt>
              <dd>{site.serviceAvailability}</dd>
            </div>
          </dl>
        </aside>
      </div>
    </section>
  );
}
