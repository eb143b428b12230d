'use client';

import { lazy, Suspense, useId, useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import { useHydrated } from '@/components/ui/client-flags';
import { useEarlyInput } from '@/components/ui/early-input';
import { Icon } from '@/components/ui/icon';
import { Sentence } from '@/components/ui/sentence';
import { formatDayMonth, formatTimeRange } from '@/lib/calendar-format';
import { capitalised } from '@/lib/hours';
import { fill } from '@/lib/i18n';
import { afterNextPaint } from '@/lib/next-task';
import { CALLBACK_SLOTS, callbackOffer, dayKind } from '@/lib/request/callback';
import type { CallbackCopy, CentreContacts, RequestCopy, RequestKind } from '@/lib/request';
import { NotReadyNote, SendButton } from '../form/not-ready';
import { useCallbackRequest, type CallbackField } from './use-callback-request';
import field from '@/components/ui/field.module.css';
import styles from './callback.module.css';

// What it says after « Envoyer » (the confirmation, the kept request, a failure with its fallbacks: every
// form's, request-outcome.tsx) comes with the request's code: never in the page's first scripts.
const loadOutcome = () => import('@/components/request/form/request-outcome');
const RequestOutcome = lazy(() => loadOutcome().then((loaded) => ({ default: loaded.RequestOutcome })));
const RequestFailure = lazy(() => loadOutcome().then((loaded) => ({ default: loaded.RequestFailure })));

const KIND = 'callback' satisfies RequestKind;
const outcomeWords = (words: RequestCopy) => words.callback;

interface CallbackFormProps {
  /** Its words until it is sent, in the page's language. */
  copy: CallbackCopy;
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
 * next opening days), morning, afternoon or evening with that day's times. The same
 * request as the appointment form (lib/request/: the reference, the outbox, the fallbacks), sent as a
 * call-back. Its markup is whole in the HTML, so nothing moves when the scripts arrive; its code
 * (the phone library, the request's, its words) comes at the first touch.
 */
export function CallbackForm({ copy, contacts, service, requestHref, builtAt }: CallbackFormProps) {
  const baseId = useId();
  const ids: Record<CallbackField, string> = { phone: `${baseId}-phone`, name: `${baseId}-name`, when: `${baseId}-when` };
  const hydrated = useHydrated();
  const request = useCallbackRequest({ copy, service, open: contacts });
  const { fields, errors, now, outcome, failure } = request;
  // Typed or chosen before the scripts: kept, not wiped by the first render after hydration.
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef, (values) => {
    const [phone, name, day, slot] = ['phone', 'name', 'day', 'slot'].map((key) => values.get(key));
    if (phone) request.set('phone', phone);
    if (name) request.set('name', name);
    const earlySlot = CALLBACK_SLOTS.find((known) => known === slot);
    if (day) request.set('day', day);
    if (earlySlot) request.set('slot', earlySlot);
  });
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

  const describedBy = (name: CallbackField, hint?: string) => [hint, errors[name] ? `${ids[name]}-error` : null].filter(Boolean).join(' ') || undefined;
  const error = (name: CallbackField) =>
    errors[name] ? (
      <p id={`${ids[name]}-error`} className={field.error}>
        <span className="visually-hidden">{copy.errorPrefix}</span>
        {errors[name]}
      </p>
    ) : null;
  // What the two boxes (the number, the name) share: their id, value, look and how their hint and error are read.
  const line = (name: 'phone' | 'name', hint?: string) => ({
    id: ids[name],
    name,
    enterKeyHint: 'done' as const,
    className: field.input,
    value: fields[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(name, hint),
  });
  // Yaoundé's time once the page knows the visitor's clock, the build's until then: a slot over is not
  // offered, nor today once all are, nor a day the centre is closed.
  const clock = now ?? new Date(builtAt);
  const offer = callbackOffer(contacts, fields.day, clock, { prerendered: now === null });
  const dayLabel = (date: string) => {
    const kind = dayKind(date, clock);
    return kind === 'later' ? capitalised(formatDayMonth(date, copy.locale, { weekday: true })) : copy.days[kind];
  };
  const first = offer.days[0];
  const todayNote =
    offer.today && first
      ? fill(offer.today.closure ? copy.closedToday : copy.noneToday, { reason: offer.today.closure?.reason ?? '', day: formatDayMonth(first, copy.locale, { weekday: true }) })
      : null;

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-labelledby={`${baseId}-title`}
      onSubmit={(event) => void request.handleSubmit(event, ids)}
      onFocus={warmUp}
      onPointerDown={warmUp}
    >
      <h2 id={`${baseId}-title`} className={styles.title}>
        <Icon name="phone-callback" size={26} className={styles.titleIcon} />
        {copy.title}
      </h2>
      <p className={styles.intro}>{copy.intro}</p>

      <div className={clsx(field.field, errors.phone && field.invalid)}>
        <label htmlFor={ids.phone} className={field.label}>
          {copy.phone}
        </label>
        <p id={`${ids.phone}-hint`} className={field.hint}>
          {copy.phoneHint}
        </p>
        <input {...line('phone', `${ids.phone}-hint`)} type="tel" inputMode="tel" autoComplete="tel" onChange={(event) => request.set('phone', event.target.value)} required />
        {error('phone')}
      </div>

      <div className={clsx(field.field, errors.name && field.invalid)}>
        <label htmlFor={ids.name} className={field.label}>
          {copy.name}
          <span className={field.optional}>{copy.optional}</span>
        </label>
        <input {...line('name')} type="text" autoComplete="name" autoCapitalize="words" onChange={(event) => request.set('name', event.target.value)} />
        {error('name')}
      </div>

      <Choices
        legend={copy.day}
        note={todayNote}
        name="day"
        values={offer.days}
        checked={fields.day}
        describedBy={describedBy('when')}
        isDisabled={() => false}
        onChoose={(day) => request.set('day', day)}
        label={dayLabel}
      />
      <Choices
        legend={copy.when}
        name="slot"
        values={CALLBACK_SLOTS}
        checked={fields.slot}
        describedBy={describedBy('when')}
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
      {error('when')}

      {failure ? (
        <Suspense fallback={null}>
          <RequestFailure kind={KIND} failure={failure} unreachable={copy.unreachable} contacts={contacts} />
        </Suspense>
      ) : null}

      {/* data-keep-clear: the phone's contact bar steps aside while the button is on screen. */}
      <SendButton ready={hydrated} noteId={`${baseId}-not-ready`} className={clsx('btn btn-primary', styles.submit)} disabled={request.submitting} keepClear>
        <Icon name="phone" size={22} />
        {request.submitting ? copy.sending : copy.submit}
      </SendButton>
      <NotReadyNote id={`${baseId}-not-ready`} ready={hydrated} text={copy.notReady} phone={contacts.phone} />
      <noscript>
        <p className={field.hint}>
          <Sentence text={copy.noscript} fill={{ phone: <a href={`tel:${contacts.phone.e164}`}>{contacts.phone.display}</a> }} />
        </p>
      </noscript>
    </form>
  );
}

interface ChoicesProps<T extends string> {
  legend: string;
  /** Said under the legend, before the choices: why today is not offered. */
  note?: string | null;
  name: string;
  values: readonly T[];
  checked: string | null;
  describedBy: string | undefined;
  className?: string;
  isDisabled: (value: T) => boolean;
  onChoose: (value: T) => void;
  label: (value: T) => ReactNode;
}

/** A question answered by one tap: the day, the half-day. */
function Choices<T extends string>({ legend, note, name, values, checked, describedBy, className, isDisabled, onChoose, label }: ChoicesProps<T>) {
  return (
    <fieldset className={styles.choices} aria-describedby={describedBy}>
      <legend className={field.label}>{legend}</legend>
      {note ? (
        <p className={field.hint} data-today-note>
          {note}
        </p>
      ) : null}
      <div className={clsx(styles.options, className)}>
        {values.map((value) => (
          <label key={value} className={styles.option}>
            <input type="radio" name={name} value={value} checked={checked === value} disabled={isDisabled(value)} onChange={() => onChoose(value)} />
            <span>{label(value)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
