import { founderQuote } from '@/content/about';
import { doctors } from '@/content/doctors';
import { site } from '@/content/site';
import { Icon } from '@/components/ui/icon';
import styles from './about-founder.module.css';

export function AboutFounder() {
  // The founder is also the team's general practitioner: same portrait on both pages.
  const portrait = doctors.find((doctor) => doctor.name === site.founder.name)?.image;
  return (
    <section className="section section-sand" aria-labelledby="about-founder-title">
      <div className={`container ${styles.layout}`}>
        {portrait ? (
          <div className={styles.portraitWrap}>
            {/* eslint-disable-next-line @next/next/no-img-element -- SVG portrait: no optimiser needed */}
            <img
              src={portrait.src}
              alt={portrait.alt}
              width={portrait.width}
              height={portrait.height}
              loading="lazy"
              decoding="async"
              className={styles.portrait}
            />
          </div>
        ) : null}
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
