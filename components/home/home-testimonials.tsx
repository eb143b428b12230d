import { Link } from '@/components/ui/link';
import { home } from '@/content/home';
import { testimonials } from '@/content/testimonials';
import type { Locale } from '@/lib/i18n';
import { Icon } from '@/components/ui/icon';
import { StarRating } from '@/components/ui/star-rating';
import { CardGrid } from '@/components/ui/card-grid';
import styles from './home-testimonials.module.css';
import { pagePath } from '@/lib/routes';
import { Artwork } from '@/components/ui/artwork';

export function HomeTestimonials({ locale }: { locale: Locale }) {
  const t = home[locale].testimonials;
  return (
    <section className="section section-alt" aria-labelledby="home-testimonials-title">
      <div className="container">
        <header className="section-header">
          <span className="eyebrow">{t.eyebrow}</span>
          <h2 id="home-testimonials-title">{t.title}</h2>
          <p>{t.lead}</p>
        </header>
        <CardGrid className={styles.columns}>
          {testimonials[locale].map((testimonial) => (
            <li key={testimonial.id}>
              <figure className={`card ${styles.card}`}>
                <div className={styles.top}>
                  <Icon name="quote" size={32} className={styles.quoteIcon} />
                  <StarRating rating={testimonial.rating} label={t.rating} />
                </div>
                <blockquote className={styles.quote}>
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className={styles.author}>
                  <Artwork
                    image={testimonial.image}
                    decorative
                    loading="lazy"
                    decoding="async"
                    className={styles.avatar}
                  />
                  <span>
                    <span className={styles.name}>{testimonial.author}</span>
                    <span className={styles.role}>{testimonial.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </CardGrid>
        <p className={styles.more}>
          <Link href={pagePath('about', locale)} className="btn btn-outline">
            {t.more}
            <Icon name="arrow-right" size={20} />
          </Link>
        </p>
      </div>
    </section>
  );
}
