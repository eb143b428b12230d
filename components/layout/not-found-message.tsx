'use client';

import { Link } from '@/components/ui/link';
import { useBrowserValue } from '@/components/ui/client-flags';
import { detailSectionOf, paths, type DetailSection } from '@/lib/routes';
import styles from './not-found.module.css';

type NotFoundKind = DetailSection | 'page';

const MESSAGES: Record<NotFoundKind, { title: string; text: string; back: { href: string; label: string } }> = {
  service: {
    title: 'Service non trouvé',
    text: "Ce service n'existe pas ou n'est plus proposé. Retrouvez tous nos soins et accompagnements dans la liste.",
    back: { href: paths.services, label: 'Retour à la liste des services' },
  },
  article: {
    title: 'Article non trouvé',
    text: "Cet article n'existe pas ou a été retiré. Nos autres conseils santé vous attendent sur le blog.",
    back: { href: paths.blog, label: 'Retour au blog' },
  },
  page: {
    title: 'Page introuvable',
    text: "La page que vous cherchez n'existe pas ou a été déplacée. Voici quelques pistes pour continuer.",
    back: { href: paths.home, label: "Retour à l'accueil" },
  },
};

// The static host serves 404.html for every unknown path: the path is only known in the browser.
const readKind = (): NotFoundKind => detailSectionOf(window.location.pathname) ?? 'page';

export function NotFoundMessage() {
  const kind = useBrowserValue<NotFoundKind>(readKind, 'page');
  const message = MESSAGES[kind];
  return (
    <div className={styles.box} data-kind={kind}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{message.title}</h1>
      <p className={styles.text}>{message.text}</p>
      <div className="btn-group">
        <Link href={message.back.href} className="btn btn-primary">
          {message.back.label}
        </Link>
        {kind === 'page' ? (
          <>
            <Link href={paths.services} className="btn btn-outline">
              Nos services
            </Link>
            <Link href={paths.contact} className="btn btn-outline">
              Nous contacter
            </Link>
          </>
        ) : (
          <Link href={paths.home} className="btn btn-outline">
            Page d&apos;accueil
          </Link>
        )}
      </div>
    </div>
  );
}
