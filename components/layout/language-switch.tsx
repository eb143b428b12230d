'use client';

import { usePathname } from 'next/navigation';
import { Icon } from '@/components/ui/icon';
import { useBrowserValue } from '@/components/ui/client-flags';
import { otherLocale, type Locale } from '@/lib/i18n';
import { languageSwitchPath, visitPath, withTrailingSlash } from '@/lib/routes';

interface LanguageSwitchProps {
  /** The language to go to: the link's words are in that language. */
  to: Locale;
  /** Its words, in the language it leads to: the link's text and its tooltip. */
  words: { label: string; title: string };
  className?: string;
  /** Pages with no twin in the other language (an article not yet translated), and where the switch leads from each instead. */
  fallbacks?: Record<string, string>;
}

/**
 * The same page in the other language: a plain link (it works without JavaScript), named in the
 * language it leads to. In the prerendered HTML it points at the page's own twin (home, from a
 * not-found page); in the browser it follows the address actually shown, so at an unknown address
 * it leads to the not-found page of the other language, which tells the same thing. On a visit's page it keeps the
 * address's fragment (the visit's token, issue 77: the other language's page reads the same visit).
 */
export function LanguageSwitch({ to, words, className, fallbacks }: LanguageSwitchProps) {
  const prerendered = usePathname();
  const shown = useBrowserValue<string | null>(() => window.location.pathname, null);
  const path = shown ?? prerendered;
  const fragment = useBrowserValue(() => (withTrailingSlash(window.location.pathname) === visitPath(otherLocale(to)) ? window.location.hash : ''), '');
  return (
    <a href={`${fallbacks?.[withTrailingSlash(path)] ?? languageSwitchPath(path, to)}${fragment}`} hrefLang={to} lang={to} title={words.title} className={className}>
      <Icon name="globe" size={20} />
      {words.label}
    </a>
  );
}
