import { lazy, Suspense, type ComponentType } from 'react';
import type { Locale } from '@/lib/i18n';
import type { SentLineProps } from './sent-line';
import styles from './sent-status.module.css';

/*
 * Where a page shows who has a request it sent: only a build with a request gateway has anything to ask, so only
 * its pages fetch the code (the condition is the build's, spelled out as Next inlines it: a build without a
 * gateway writes no chunk for it). Fetched when a confirmation or the note is drawn; offline, nothing is shown.
 */
const nothing = () => ({ default: () => null });
const SentLine: ComponentType<SentLineProps> | null = process.env.NEXT_PUBLIC_REQUEST_GATEWAY_URL
  ? lazy<ComponentType<SentLineProps>>(() => import('./sent-line').catch(nothing))
  : null;
const SentNote: ComponentType<{ locale: Locale }> | null = process.env.NEXT_PUBLIC_REQUEST_GATEWAY_URL
  ? lazy<ComponentType<{ locale: Locale }>>(() => import('./sent-note').catch(nothing))
  : null;

/** Under a confirmation: its line's room kept while its code comes. */
export function SentStatusSlot(props: SentLineProps) {
  if (!SentLine) return null;
  return (
    <Suspense fallback={<p className={styles.line} data-sent-status="reading" />}>
      <SentLine {...props} />
    </Suspense>
  );
}

/** In the note of every page. */
export function SentNoteSlot({ locale }: { locale: Locale }) {
  if (!SentNote) return null;
  return (
    <Suspense fallback={null}>
      <SentNote locale={locale} />
    </Suspense>
  );
}
