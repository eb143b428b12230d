import { useEffect, type ReactNode } from 'react';
import type { DecapPreviewProps } from '@/editor/decap';
import { memberOf } from '@/lib/closed-set';
import { locales, type Locale } from '@/lib/i18n';
import styles from './preview.module.css';

/*
 * What both previews share: the entry's data as plain values, the language, the frame's <html lang>
 * (the page's typography and hyphenation follow it, as on the site), the notice of what the build
 * would refuse in the text shown, and a page that sends nothing: its links lead nowhere and its forms
 * (« Rappelez-moi ») are drawn as a visitor first sees them but cannot be used (inert).
 */

/** The props Decap gives a preview template, with the language of the left pane (i18n collections). */
export type PreviewProps = DecapPreviewProps & { locale?: string };

export const asLocale = (value: unknown): Locale => memberOf(locales, value) ?? 'fr';

/** The entry's data while staff type (Decap's Immutable map, as plain values). */
export const entryData = (props: PreviewProps): unknown => (props.entry.get('data') as { toJS(): unknown } | undefined)?.toJS();

/** An image field's file as the frame can show it: a draft's upload is a blob: address of Decap's. */
export function assetUrl(props: PreviewProps, src: string): string {
  return String(props.getAsset(src) ?? src);
}

const WORDS = {
  fr: { language: 'Langue de l’aperçu\u00A0:', refused: 'Le site refuserait ce texte\u00A0:' },
  en: { language: 'Preview language:', refused: 'The site would refuse this text:' },
} as const;

const NAMES: Record<Locale, string> = { fr: 'Français', en: 'English' };

/** « Français | English » above a page whose entry holds both languages (a service). */
export function LanguageSwitch({ locale, onChange }: { locale: Locale; onChange(locale: Locale): void }) {
  return (
    <div className={styles.bar} role="group" aria-label={WORDS.fr.language}>
      <span>{WORDS.fr.language}</span>
      {locales.map((option) => (
        <button key={option} type="button" lang={option} aria-pressed={option === locale} onClick={() => onChange(option)}>
          {NAMES[option]}
        </button>
      ))}
    </div>
  );
}

/** The page in its language, under the notice of what the build would refuse. */
export function PreviewPage({ document, locale, problems, children }: { document: Document; locale: Locale; problems: string[]; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.setAttribute('lang', locale);
  }, [document, locale]);
  useEffect(() => {
    // Before React's own listeners (on the frame's root, inside the document): nothing leaves the frame.
    const stop = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (event.type === 'submit' || target?.closest('a[href]')) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    document.addEventListener('click', stop, true);
    document.addEventListener('submit', stop, true);
    return () => {
      document.removeEventListener('click', stop, true);
      document.removeEventListener('submit', stop, true);
    };
  }, [document]);
  useEffect(() => {
    // Not a dialog's own form (the share dialog's « Fermer »): it sends nothing.
    for (const form of document.querySelectorAll<HTMLFormElement>('form:not([method="dialog"])')) form.inert = true;
  });
  return (
    <>
      {problems.length > 0 ? (
        <div className={styles.problems} role="status" lang="fr">
          <p>{WORDS.fr.refused}</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <main lang={locale}>{children}</main>
    </>
  );
}
