import { Link } from '@/components/ui/link';
import { site } from '@/content/site';
import { Icon } from '@/components/ui/icon';
import styles from './blog-cta.module.css';
import { paths } from '@/lib/routes';

interface BlogCtaProps {
  title: string;
  text: string;
  label: string;
}

/** The closing call to action: contact page, or a direct call. */
export function BlogCta({ title, text, label }: BlogCtaProps) {
  const phone = site.phones[0];
  return (
    <section className="section" aria-labelledby="blog-cta-title">
      <div className="container">
        <div className={styles.band}>
          <div className={styles.copy}>
            <h2 id="blog-cta-title" className={styles.title}>
              {title}
            </h2>
            <p className={styles.text}>{text}</p>
          </div>
          <div className={`btn-group ${styles.actions}`}>
            <Link href={paths.contact} className="btn btn-light">
              <Icon name="mail" size={20} />
              {label}
            </Link>
            <a href={`tel:${phone.e164}`} className="btn btn-ghost-light">
              <Icon name="phone" size={20} />
              <span>
                <span className="visually-hidden">Appeler le </span>
                {phone.display}
              </span>
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
