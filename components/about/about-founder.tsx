import { aboutImages, founderQuote } from '@/content/about';
import { Icon } from '@/components/ui/icon';
import styles from './about-founder.module.css';
import { Artwork } from '@/components/ui/artwork';

export function AboutFounder() {
  const portrait = aboutImages.founder;
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
          <p className="eyebrow">Le mot de la fondatrice</p>
          <h2 id="about-founder-title">Soigner, c'est aussi rassurer</h2>
          <figure className={styles.figure}>
            <Icon name="quote" size={40} className={styles.quoteIcon} />
            <blockquote className={styles.quote}>
              <p>{founderQuote.text}</p>
            </blockquote>
            <figcaption className={styles.caption}>
              <span className={styles.name}>{founderQuote.author}</span>
              <span className={styles.role}>{founderQuote.role}</span>
            </figcaption>
          </figure>
        </div>
      </div>
    </section>
  );
}
