import { lazy, Suspense, type ComponentType } from 'react';
import type { Locale } from '@/lib/i18n';
import { LINE_ROOM, loadSentStatus, type SentLineProps } from './provide';
import type { SentVisitProps } from './sent-visit';

/*
 * Where a page shows who has a request it sent: only a build with a request gateway has anything to ask, so each
 * place draws a slot only under `process.env.NEXT_PUBLIC_REQUEST_GATEWAY_URL` (spelled out, as Next inlines it:
 * a build without a gateway then carries none of this), and the views come from the shell (provide.ts) when a
 * confirmation or the note is drawn. Offline, or without the views, nothing is shown.
 */
const nothing = () => ({ default: () => null });
const SentLine = lazy<ComponentType<SentLineProps>>(() => loadSentStatus().then((views) => ({ default: views.SentLine }), nothing));
const SentNote = lazy<ComponentType<{ locale: Locale }>>(() => loadSentStatus().then((views) => ({ default: views.SentNote }), nothing));
// Without the views, a confirmation is drawn as it is, without a visit.
const SentVisit = lazy<ComponentType<SentVisitProps>>(() =>
  loadSentStatus().then(
    (views) => ({ default: views.SentVisit }),
    () => ({ default: ({ children }: SentVisitProps) => children(null) }),
  ),
);

/** Under a confirmation: its line's room kept while its code comes. */
export function SentStatusSlot(props: SentLineProps) {
  return (
    <Suspense fallback={<p style={LINE_ROOM} data-sent-status="reading" />}>
      <SentLine {...props} />
    </Suspense>
  );
}

/** In the note of every page. */
export function SentNoteSlot({ locale }: { locale: Locale }) {
  return (
    <Suspense fallback={null}>
      <SentNote locale={locale} />
    </Suspense>
  );
}

/** Around a confirmation: drawn as it is while the views come, then with the visit as its headline once there is one (issue 77). */
export function SentVisitSlot(props: SentVisitProps) {
  return (
    <Suspense fallback={props.children(null)}>
      <SentVisit {...props} />
    </Suspense>
  );
}
