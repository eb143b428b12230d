import { Link } from '@/components/ui/link';
import { consultationLink, mainNav } from '@/content/site';
import { Logo } from './logo';
import { SiteNav } from './site-nav';
import styles from './site-header.module.css';
import { paths } from '@/lib/routes';

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <Link href={paths.home} className={styles.brand}>
          <Logo />
          <span className="visually-hidden">, page d'accueil</span>
        </Link>
        <SiteNav links={mainNav} cta={consultationLink} />
      </div>
    </header>
  );
}
