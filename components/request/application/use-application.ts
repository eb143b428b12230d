import { useEffect } from 'react';
import { loadOnce } from '@/lib/request/load';
import { POSITION_PARAM } from '@/lib/routes';
import { useRequestForm } from '@/components/request/form/use-request-form';
import type { ApplicationCopy, PositionChoice } from './application-copy';
import type { ApplicationErrors, ApplicationField, Typed } from './send-application';

export type { ApplicationField };

/** The checks and the send, with the phone library: a chunk of their own, at the first touch. */
const loadSend = loadOnce(() => import('./send-application'));

const EMPTY: Typed = { fullName: '', phone: '', email: '', position: '', diploma: '', experience: '', quartier: '', start: '', message: '' };
export const FIELD_ORDER: readonly ApplicationField[] = ['fullName', 'phone', 'email', 'position', 'diploma', 'experience', 'quartier', 'start', 'message'];

/**
 * The application's state (useRequestForm: what was typed stays in the fields until it has left). The
 * position comes chosen on its own page (`chosen`, in the HTML already), or from a link shared before
 * positions had pages (?poste=<slug>), which the browser reads once the scripts run.
 */
export function useApplication({ copy, positions, chosen }: { copy: ApplicationCopy; positions: PositionChoice[]; chosen?: string | undefined }) {
  const { locale } = copy;
  const start: Typed = { ...EMPTY, position: positions.find((position) => position.slug && position.slug === chosen)?.value ?? '' };
  const form = useRequestForm<ApplicationField, ApplicationErrors, typeof import('./send-application')>({
    locale,
    what: 'Application',
    start,
    load: loadSend,
    send: (chunk, typed, reference) => chunk.sendApplication(typed, { locale, reference, messages: copy.validation }),
  });
  const { set } = form;

  useEffect(() => {
    const slug = new URLSearchParams(window.location.search).get(POSITION_PARAM);
    const chosen = positions.find((position) => position.slug === slug);
    if (chosen) set('position', chosen.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the address is read once the scripts run
  }, [positions]);

  return {
    ...form,
    handleSubmit(event: Parameters<typeof form.handleSubmit>[0], idOf: (field: ApplicationField) => string) {
      return form.handleSubmit(event, (found) => {
        const first = FIELD_ORDER.find((field) => found[field]);
        if (first) document.getElementById(idOf(first))?.focus();
      });
    },
  };
}
