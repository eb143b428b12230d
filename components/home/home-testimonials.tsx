import { home } from '@/copy/home';
import { testimonials } from '@/content/testimonials';
import type { Locale } from '@/lib/i18n';
import { ArrowLink } from '@/components/ui/arrow-link';
import { Attribution } from '@/components/ui/attribution';
import { Icon } from '@/components/ui/icon';
import { StarRating } from '@/components/ui/star-rating';
import { CardGrid } from '@/components/ui/card-grid';
import { Section, SectionHeader } from '@/components/ui/section';
import styles from './home-testimonials.module.css';
import { pagePath } from '@/lib/routes';
import { Artwork } from '@/components/ui/artwork';

export function HomeTestimonials({ locale }: { locale: Locale }) {
  const t = home[locale].testimonials;
  return (
    <Section name="home-testimonials" tone="alt">
      <SectionHeader name="home-testimonials" eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
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
                <Artwork image={testimonial.image} decorative lazy className={styles.avatar} sizes="3.5rem" />
                <span>
                  <Attribution name={testimonial.author} role={testimonial.role} roleClassName={styles.role} />
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </CardGrid>
      <p className={styles.more}>
        <ArrowLink href={pagePath('about', locale)} button="outline">
          {t.more}
        </ArrowLink>
      </p>
    </Section>
  );
}
