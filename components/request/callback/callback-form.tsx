'use client';

import { lazy, Suspense, useId, useRef } from 'react';
import clsx from 'clsx';
import { useHydrated } from '@/components/ui/client-flags';
import { useEarlyInput } from '@/components/ui/early-input';
import { Icon } from '@/components/ui/icon';
import { Sentence } from '@/components/ui/sentence';
import { afterNextPaint } from '@/lib/next-task';
import { CALLBACK_DAYS, CALLBACK_SLOTS, isOffered, offeredSlots } from '@/lib/request/callback';
import type { CallbackCopy, AppointmentContacts } from '@/lib/request';
import { NotReadyNote, SendButton } from '../form/not-ready';
import { useCallbackRequest, type CallbackField } from './use-callback-request';
import field from '@/components/ui/field.module.css';
import styles from './callback.module.css';

// What it says after « Envoyer » (the confirmation, the kept request, a failure with its fallbacks)
// comes with the request's code: never in the page's first scripts.
const loadOutcome = () => import('./callback-outcome');
const CallbackOutcome = lazy(() => loadOutcome().then((loaded) => ({ default: loaded.CallbackOutcome })));
const CallbackFailure = lazy(() => loadOutcome().then((loaded) => ({ default: loaded.CallbackFailure })));

interface CallbackFormProps {
  /** Its words until it is sent, in the page's language. */
  copy: CallbackCopy;
  contacts: AppointmentContacts;
  /** On a service's page, its French title (the name the centre knows it by); '' elsewhere. */
  service: string;
  /** Where a request kept on the device is shown whole: the form page's panel. */
  requestHref: string;
}

/**
 * « Rappelez-moi »: a number, maybe a name, today or tomorrow, morning, afternoon or evening. The same
 * request as the appointment form (lib/request/: the reference, the outbox, the fallbacks), sent as a
 * call-back. Its markup is whole in the HTML, so nothing moves when the scripts arrive; its code
 * (the phone library, the request's, its words) comes at the first touch.
 */
export function CallbackForm({ copy, contacts, service, requestHref }: CallbackFormProps) {
  const baseId = useId();
  const ids: Record<CallbackField, string> = { phone: `${baseId}-phone`, name: `${baseId}-name`, when: `${baseId}-when` };
  const hydrated = useHydrated();
  const request = useCallbackRequest({ copy, service });
  const { fields, errors, now, outcome, failure } = request;
  // Typed or chosen before the scripts: kept, not wiped by the first render after hydration.
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef, (values) => {
    const [phone, name, day, slot] = ['phone', 'name', 'day', 'slot'].map((key) => values.get(key));
    if (phone) request.setPhone(phone);
    if (name) request.setName(name);
    const earlyDay = CALLBACK_DAYS.find((known) => known === day);
    const earlySlot = CALLBACK_SLOTS.find((known) => known === slot);
    if (earlyDay) request.setDay(earlyDay);
    if (earlySlot) request.setSlot(earlySlot);
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
        <CallbackOutcome outcome={outcome} contacts={contacts} requestHref={requestHref} onAgain={request.again} />
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
  // Today, once the page knows Yaoundé's time: a slot over is not offered, nor today once all are.
  const todayOver = now !== null && offeredSlots('today', now).length === 0;

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
        <input
          id={ids.phone}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          enterKeyHint="done"
          className={field.input}
          value={fields.phone}
          onChange={(event) => request.setPhone(event.target.value)}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={describedBy('phone', `${ids.phone}-hint`)}
          required
        />
        {error('phone')}
      </div>

      <div className={clsx(field.field, errors.name && field.invalid)}>
        <label htmlFor={ids.name} className={field.label}>
          {copy.name}
          <span className={field.optional}>{copy.optional}</span>
        </label>
        <input
          id={ids.name}
          name="name"
          type="text"
          autoComplete="name"
          autoCapitalize="words"
          enterKeyHint="done"
          className={field.input}
          value={fields.name}
          onChange={(event) => request.setName(event.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name')}
        />
        {error('name')}
      </div>

      <fieldset className={styles.choices} aria-describedby={describedBy('when')}>
        <legend className={field.label}>{copy.day}</legend>
        <div className={styles.options}>
          {CALLBACK_DAYS.map((day) => (
            <label key={day} className={styles.option}>
              <input
                type="radio"
                name="day"
                value={day}
                checked={fields.day === day}
                disabled={day === 'today' && todayOver}
                onChange={() => request.setDay(day)}
              />
              <span>{copy.days[day]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.choices} aria-describedby={describedBy('when')}>
        <legend className={field.label}>{copy.when}</legend>
        <div className={clsx(styles.options, styles.slots)}>
          {CALLBACK_SLOTS.map((slot) => (
            <label key={slot} className={styles.option}>
              <input
                type="radio"
                name="slot"
                value={slot}
                checked={fields.slot === slot}
                disabled={now !== null && fields.day === 'today' && !isOffered('today', slot, now)}
                onChange={() => request.setSlot(slot)}
              />
              <span>
                {copy.slots[slot]}
                <small className={styles.hours}>{copy.slotHours[slot]}</small>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {error('when')}

      {failure ? (
        <Suspense fallback={null}>
          <CallbackFailure failure={failure} copy={copy} contacts={contacts} />
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
