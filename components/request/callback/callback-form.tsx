'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { useHydrated } from '@/components/ui/client-flags';
import { Icon } from '@/components/ui/icon';
import { Sentence } from '@/components/ui/sentence';
import { formatDayMonth, formatTimeRange } from '@/lib/calendar-format';
import { capitalised } from '@/lib/hours';
import { fill } from '@/lib/i18n';
import { afterNextPaint } from '@/lib/next-task';
import { CALLBACK_SLOTS, callbackOffer, dayKind } from '@/lib/request/callback';
import type { FieldSpec } from '@/lib/request/kinds/rules';
import type { CallbackCopy, CentreContacts, FieldErrors, FormWords, RequestCopy, RequestKind } from '@/lib/request';
import { Choices } from '../form/choices';
import { KindFields, type FieldLook } from '../form/kind-fields';
import { NotReadyNote, SendButton } from '../form/not-ready';
import { useKindForm } from '../form/use-kind-form';
import field from '@/components/ui/field.module.css';
import styles from './callback.module.css';

// What it says after « Envoyer » (the confirmation, the kept request, a failure with its fallbacks: every
// form's, request-outcome.tsx) comes with the request's code: never in the page's first scripts.
const loadOutcome = () => import('@/components/request/form/request-outcome');
const RequestOutcome = lazy(() => loadOutcome().then((loaded) => ({ default: loaded.RequestOutcome })));
const RequestFailure = lazy(() => loadOutcome().then((loaded) => ({ default: loaded.RequestFailure })));

const KIND = 'callback' satisfies RequestKind;
const outcomeWords = (words: RequestCopy) => words.callback;
// Its words for what is wrong come with the words after « Envoyer » (the page carries none of them).
const messages = (words: RequestCopy) => words.callback.validation;
/** A line each, as wide as the card. */
const LOOK: FieldLook = { wide: () => false };
// The day and the slot are one question, « when »: a change of either clears its error.
const errorOf = (field: string) => (field === 'day' ? 'slot' : field);

interface CallbackFormProps {
  /** Its words until it is sent, in the page's language. */
  copy: CallbackCopy;
  /** What it asks, in its order on screen (lib/request/kinds/callback.ts, form): given by the page, which reads the kinds' definitions. */
  fields: FieldSpec[];
  contacts: CentreContacts;
  /** On a service's page, its French title (the name the centre knows it by); '' elsewhere. */
  service: string;
  /** Where a request kept on the device is shown whole: the form page's panel. */
  requestHref: string;
  /** The build's moment (ms): the days the prerendered page offers, until the page knows the visitor's clock. */
  builtAt: number;
}

/**
 * « Rappelez-moi »: a number, maybe a name, a day the centre calls (today while it still can, then the
 * next opening days), morning, afternoon or evening with that day's times. The same request as the
 * appointment form on every form's machinery (use-kind-form.ts: the fields, the draft's early input, the
 * sending, the outcome), sent as a call-back; its own two questions of « when ». Its markup is whole in the
 * HTML, so nothing moves when the scripts arrive; its code (the phone library, the request's, its words)
 * comes at the first touch.
 */
export function CallbackForm({ copy, fields, contacts, service, requestHref, builtAt }: CallbackFormProps) {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const request = useKindForm({
    send: { kind: KIND, locale: copy.locale, messages, open: contacts },
    fields,
    start: { service },
    formRef,
    errorOf,
    what: 'Call-back request',
  });
  const { values: typed, errors, outcome, failure, idOf } = request;
  const now = useYaoundeClock();
  // After the paint that shows the touch: adding the chunks' scripts to the page takes a slow phone
  // 80 ms or more, which in the handler of « Rappel »'s focus held back the frame that answers the tap.
  const warmUp = () =>
    afterNextPaint(() => {
      request.warmUp();
      void loadOutcome().catch(() => {});
    });

  if (outcome) {
    return (
      <Suspense fallback={null}>
        <RequestOutcome kind={KIND} outcome={outcome} outcomeWords={outcomeWords} contacts={contacts} requestHref={requestHref} onAgain={request.again} />
      </Suspense>
    );
  }

  const whenError = errors.slot;
  const whenId = idOf('when');
  const describedBy = whenError ? `${whenId}-error` : undefined;
  // Yaoundé's time once the page knows the visitor's clock, the build's until then: a slot over is not
  // offered, nor today once all are, nor a day the centre is closed.
  const clock = now ?? new Date(builtAt);
  const offer = callbackOffer(contacts, typed.day || null, clock, { prerendered: now === null });
  const dayLabel = (date: string) => {
    const kind = dayKind(date, clock);
    return kind === 'later' ? capitalised(formatDayMonth(date, copy.locale, { weekday: true })) : copy.days[kind];
  };
  const first = offer.days[0];
  const todayNote =
    offer.today && first
      ? fill(offer.today.closure ? copy.closedToday : copy.noneToday, { reason: offer.today.closure?.reason ?? '', day: formatDayMonth(first, copy.locale, { weekday: true }) })
      : null;
  const words: FormWords = {
    locale: copy.locale,
    labels: { phone: copy.phone, fullName: copy.name },
    hints: { phone: copy.phoneHint },
    optional: copy.optional,
    errorPrefix: copy.errorPrefix,
    validation: {},
  };

  /** The first field at fault takes the focus; for « when », the first choice still to make. */
  function focusFirst(found: FieldErrors, element: HTMLFormElement) {
    const field = fields.find(({ name }) => found[name])?.name;
    if (field === 'slot') element.querySelector<HTMLInputElement>(`input[name="${typed.day ? 'slot' : 'day'}"]:not(:disabled)`)?.focus();
    else if (field) document.getElementById(idOf(field))?.focus();
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-labelledby={idOf('title')}
      onSubmit={(event) => {
        const element = event.currentTarget;
        void request.handleSubmit(event, (found) => focusFirst(found, element));
      }}
      onFocus={warmUp}
      onPointerDown={warmUp}
    >
      <h2 id={idOf('title')} className={styles.title}>
        <Icon name="phone-callback" size={26} className={styles.titleIcon} />
        {copy.title}
      </h2>
      <p className={styles.intro}>{copy.intro}</p>

      <KindFields fields={fields} words={words} form={request} look={LOOK} />

      <Choices
        legend={copy.day}
        hint={todayNote ? { text: <span data-today-note>{todayNote}</span> } : null}
        name="day"
        values={offer.days}
        checked={typed.day ?? ''}
        describedBy={describedBy}
        onChoose={(day) => request.set('day', day)}
        label={dayLabel}
      />
      <Choices
        legend={copy.when}
        name="slot"
        values={CALLBACK_SLOTS}
        checked={typed.slot ?? ''}
        describedBy={describedBy}
        className={styles.slots}
        isDisabled={(slot) => !offer.slots.some((offered) => offered.slot === slot)}
        onChoose={(slot) => request.set('slot', slot)}
        label={(slot) => {
          const times = offer.slots.find((offered) => offered.slot === slot);
          return (
            <>
              {copy.slots[slot]}
              <small className={styles.hours}>{times ? formatTimeRange(times.from, times.to, copy.locale) : copy.slotClosed}</small>
            </>
          );
        }}
      />
      {whenError ? (
        <p id={`${whenId}-error`} className={field.error}>
          <span className="visually-hidden">{copy.errorPrefix}</span>
          {whenError}
        </p>
      ) : null}

      {failure ? (
        <Suspense fallback={null}>
          <RequestFailure kind={KIND} failure={failure} unreachable={copy.unreachable} contacts={contacts} />
        </Suspense>
      ) : null}

      {/* data-keep-clear: the phone's contact bar steps aside while the button is on screen. */}
      <SendButton ready={hydrated} noteId={idOf('not-ready')} className={clsx('btn btn-primary', styles.submit)} disabled={request.submitting} keepClear>
        <Icon name="phone" size={22} />
        {request.submitting ? copy.sending : copy.submit}
      </SendButton>
      <NotReadyNote id={idOf('not-ready')} ready={hydrated} text={copy.notReady} phone={contacts.phone} />
      <noscript>
        <p className={field.hint}>
          <Sentence text={copy.noscript} fill={{ phone: <a href={`tel:${contacts.phone.e164}`}>{contacts.phone.display}</a> }} />
        </p>
      </noscript>
    </form>
  );
}

/** Yaoundé's clock, known in the browser only (the prerendered page offers the build's days): today's past slots go. */
function useYaoundeClock() {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    const tick = () => setNow(new Date());
    tick();
    const timer = setInterval(tick, 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
