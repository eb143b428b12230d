'use client';

import { Link } from '@/components/ui/link';
import { useBrowserValue } from '@/components/ui/client-flags';
import { detailSectionOf, type DetailSection } from '@/lib/routes';
import styles from './not-found.module.css';

export type NotFoundKind = DetailSection | 'page';

interface LinkTo {
  href: string;
  label: string;
}

export interface NotFoundWords {
  messages: Record<NotFoundKind, { title: string; text: string; back: LinkTo }>;
  services: LinkTo;
  contact: LinkTo;
  home: LinkTo;
}

// The static host serves its 404 page for every unknown path: the path is only known in the browser.
const readKind = (): NotFoundKind => detailSectionOf(window.location.pathname) ?? 'page';

/** « Service non trouvé », « Article non trouvé », or any other page not found, with the ways onward. */
export function NotFoundMessage({ words }: { words: NotFoundWords }) {
  const kind = useBrowserValue<NotFoundKind>(readKind, 'page');
  const message = words.messages[kind];
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
        {(kind === 'page' ? [words.services, words.contact] : [words.home]).map((link) => (
          <Link key={link.href} href={link.href} className="btn btn-outline">
            {link.label}
          </Link>
        ))}
      </div>
    </div>
  );
}
