import type { RequestKind } from '@/lib/request';
import type { ApplicationCard } from './application-card';
import type { CallbackCard } from './callback-card';
import type { RequestForm } from './request-form';

/*
 * Every kind of request's form, by kind: the card a page renders to show it (a file at the root of this
 * folder). A kind of RequestKind without its form does not compile, as one without its definition
 * (lib/request/kinds/) or its screens (form/kind-screens.tsx) does not.
 *
 * Types only, on purpose: a page downloads the code of every client component its server components
 * import, rendered or not (eslint.config.mjs), so a table of the components themselves would give every
 * page every form. Each page imports its own card; this costs no page a byte.
 */

/** Holds a table to every kind, no more and no less. */
type ByKind<Table extends { [K in RequestKind]: unknown } & Record<Exclude<keyof Table, RequestKind>, never>> = Table;

export type RequestForms = ByKind<{
  appointment: typeof RequestForm;
  callback: typeof CallbackCard;
  application: typeof ApplicationCard;
}>;
