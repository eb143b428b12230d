import type { ComponentType } from 'react';
import type { Locale } from '@/lib/i18n';
import type { RequestKind } from '@/lib/request';
import type { SentVisitProps } from './sent-visit';

/*
 * How a page fetches who has its requests (sent-status-view.tsx): given once, by the support every page's shell
 * holds (offline-support.tsx), to the confirmations and the note that show it (sent-status-slots.tsx). Turbopack
 * writes a lazy chunk again for each group of places that imports it, each without what its own pages already
 * hold (the request's code had five such copies, lib/request/load.ts): a lazy import written in the shell's module, which every page
 * has once, gives one chunk; written in the forms, six.
 */

/** The line under a confirmation: which request, of which kind, in which language. */
export interface SentLineProps {
  reference: string;
  kind: RequestKind;
  locale: Locale;
}

export interface SentStatusViews {
  SentLine: ComponentType<SentLineProps>;
  SentNote: ComponentType<{ locale: Locale }>;
  SentVisit: ComponentType<SentVisitProps>;
}

/**
 * The line's room under a confirmation, kept from the start (two lines of a 390 px phone, three as a guard for a
 * long first name), so that nothing below it moves when it is read or changes. Set by React through the CSSOM
 * (the policy allows it): a stylesheet would reach every page of every build, this only those that show it.
 */
export const LINE_ROOM = { minHeight: 'calc(3 * var(--leading-normal) * 1em)' } as const;

let load: (() => Promise<SentStatusViews>) | null = null;

/** The shell's way to fetch the views; only a build with a gateway gives one. */
export function provideSentStatus(loader: () => Promise<SentStatusViews>): void {
  load = loader;
}

/** The views, fetched once (the browser keeps the chunk); refused when the build has no gateway, or offline. */
export function loadSentStatus(): Promise<SentStatusViews> {
  return load ? load() : Promise.reject(new Error('sent status: no gateway in this build'));
}
