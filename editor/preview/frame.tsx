import { useEffect, type ReactNode } from 'react';
import type { DecapPreviewProps } from '@/editor/decap';
import { locales, type Locale } from '@/lib/i18n';
import styles from './preview.module.css';

/*
 * What both previews share: the entry's data as plain values, the language, the frame's <html lang>
 * (the page's typography and hyphenation follow it, as on the site), and the notice of what the build
 * would refuse in the text shown.
 */

/** The props Decap gives a preview template, with the language of the left pane (i18n collections). */
export type PreviewProps = DecapPreviewProps & { locale?: string };

export const asLocale = (value: unknown): Locale => (locales as readonly unknown[]).includes(value) ? (value as Locale) : 'fr';

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
