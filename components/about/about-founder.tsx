import { about } from '@/content/about';
import type { Locale } from '@/lib/i18n';
import { Icon } from '@/components/ui/icon';
import styles from './about-founder.module.css';
import { Artwork } from '@/components/ui/artwork';

export function AboutFounder({ locale }: { locale: Locale }) {
  const { images, founder } = about[locale];
  const portrait = images.founder;
  return (
    <section className="section section-sand" aria-labelledby="about-founder-title">
      <div className={`container ${styles.layout}`}>
        <div className={styles.portraitWrap}>
          <Artwork
            image={portrait}
            loading="lazy"
            decoding="async"
            className={styles.portrait}
          />
        </div>
        <div>
          <p className="eyebrow">{founder.eyebrow}</p>
          <h2 id="about-founder-title">{founder.title}</h2>
          <figure className={styles.figure}>
            <Icon name="quote" size={40} className={styles.quoteIcon} />
            <blockquote className={styles.quote}>
              <p>{founder.quote}</p>
            </blockquote>
            <figcaption className={styles.caption}>
              <span className={styles.name}>{founder.author}</span>
              <span className={styles.role}>{founder.role}</span>
            </figcaption>
          </figure>
        </div>
      </div>
    </section>
  );
}
