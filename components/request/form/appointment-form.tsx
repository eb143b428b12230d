'use client';

import { useEffect, useRef } from 'react';
import type { FieldSpec } from '@/lib/request/kinds/rule-table';
import type { AppointmentCopy, CentreContacts, FieldErrors, RequestCopy, ServiceChoice } from '@/lib/request';
import { Confirmation } from './confirmation';
import { DayAdvice } from './day-advice';
import { sessionDraft } from './draft-store';
import { FormHeader } from './form-header';
import { KindFields, type FieldLook } from './kind-fields';
import { MessageCounter } from './message-counter';
import { OutboxPanel } from './outbox-panel';
import { phoneSetup } from '../phone/phone-field';
import { useRequestWords } from './load-request';
import { SendNotices } from './send-notices';
import { SubmitActions } from './submit-actions';
import { useKeptRequest } from './use-kept-request';
import { useKindForm } from './use-kind-form';
import type { ShowEffects } from './use-sending';
import { usePhoneKit } from '../phone/use-phone-kit';
import styles from './appointment-form.module.css';

/** Two columns on a wide form: the day and the time side by side, every other field across both. */
const LOOK: FieldLook = {
  wide: (rule) => rule.is !== 'date' && rule.is !== 'time',
  wideClass: styles.wide,
  picker: styles.picker,
  select: styles.select,
  textarea: styles.textarea,
};

interface AppointmentFormProps {
  title: string;
  /** What it asks, in its order on screen: the appointment's rules (lib/request/kinds/appointment.ts), given by the page. */
  fields: FieldSpec[];
  /** Every word of the form, in the page's language. */
  copy: AppointmentCopy;
  /** The service choices (content): each sent by its French name, shown in the page's language. */
  services: readonly ServiceChoice[];
  contacts: CentreContacts;
  /** The phone field's default country, named in the page's language at build time. */
  defaultCountryName: string;
  privacyHref: string;
}

/** What the form says once a kept request is taken back into it or deleted (use-kept-request.ts). */
const CANCELLED = { restored: 'cancelled', deleted: 'deleted' } as const satisfies Record<'restored' | 'deleted', keyof RequestCopy['outbox']>;

/**
 * The appointment request form of the form page and the contact page, on every form's state and « Envoyer »
 * (use-kind-form.ts: the draft kept in sessionStorage, the reference, the checks and the send, loaded at the
 * first touch), drawn its own way: its header, the day's advice and the message's counter under their fields, a
 * honeypot, the notices above its button. Nothing is lost: values kept on failure, a request that cannot leave
 * kept on the device until it does (its panel takes the form's place: use-kept-request.ts), WhatsApp, SMS and
 * e-mail fallbacks already written, each with the request's reference.
 */
export function AppointmentForm({ title, fields, copy, services, contacts, defaultCountryName, privacyHref }: AppointmentFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const keptRef = useRef<HTMLHeadingElement>(null);
  const phone = usePhoneKit(formRef, copy.locale);
  const request = useKindForm({
    send: { kind: 'appointment', locale: copy.locale, lists: { services: services.map((choice) => choice.value) }, messages: copy.validation, open: contacts },
    fields,
    formRef,
    what: 'Appointment request',
    keepsDraft: sessionDraft,
    errorsFollowTyping: true,
    honeypot: honeypotRef,
    onRestore: (restored) => void (restored.phone && phone.load()),
  });
  const { draft, values, idOf: id } = request;
  const choiceLabels = Object.fromEntries(services.map((choice) => [choice.value, choice.label]));
  // The words after « Envoyer » come with the request's code, when the page is idle or at the first touch.
  const after = useRequestWords(copy.locale);
  const { words } = after;
  const wording = words ? { copy: words.fallback, locale: copy.locale, choiceLabels, reference: draft.reference } : null;
  // By id: the phone input's own ref typing does not expose its <input>.
  const focusField = (name: string) => document.getElementById(id(name))?.focus();
  const kept = useKeptRequest({ draft, focusField });
  // Its checks come with the phone library, as the form nears the screen: a visitor who came for the form and lost
  // the connection since can still send it to the outbox (its words come when the page is idle: useRequestWords).
  const { preload } = request;
  useEffect(() => {
    if (phone.kit) preload();
  }, [phone.kit, preload]);

  /** Sent, or kept on the device (the words that say so render with it; a kept one's panel takes the form's place); then the focus goes where the visitor reads next. */
  const shown: ShowEffects<FieldErrors> = {
    alongside(result) {
      if ('words' in result && result.words) after.adopt(result.words);
      if (result.kind === 'kept') kept.reveal();
    },
    then(result) {
      if (result.kind === 'sent') confirmationRef.current?.focus();
      else if (result.kind === 'kept') keptRef.current?.focus();
      else if (result.kind !== 'invalid') alertRef.current?.focus();
    },
  };

  // Sent now, or a request that was kept on the device and has left since.
  const { outcome } = request;
  const confirmed = outcome?.kind === 'sent' ? { values: outcome.values, reference: outcome.reference, kind: 'appointment' as const } : kept.delivered;
  if (confirmed && words) {
    return (
      <div className={styles.card}>
        <Confirmation
          values={confirmed.values}
          reference={confirmed.reference}
          kind={confirmed.kind}
          words={words}
          choiceLabels={choiceLabels}
          headingRef={confirmationRef}
          emergencyPhone={contacts.emergencyPhone}
          hours={contacts}
          onNewRequest={() => {
            kept.acknowledge();
            request.again();
            focusField('fullName');
          }}
        />
      </div>
    );
  }

  if (kept.shown && words && wording) {
    return (
      <div className={styles.card}>
        <OutboxPanel request={kept.shown} device={kept.device} kept={kept} words={words} contacts={contacts} wording={wording} headingRef={keptRef} />
      </div>
    );
  }

  const messageCountId = `${id('message')}-count`;
  const adviceId = id('day-advice');

  return (
    <div className={styles.card}>
      <form
        className={styles.form}
        noValidate
        aria-labelledby={id('title')}
        ref={formRef}
        onSubmit={(event) => void request.handleSubmit(event, (found) => focusField(fields.find(({ name }) => found[name])?.name ?? ''), shown)}
        onFocus={() => {
          // The request's code and its words, so the send itself does not wait for them, nor for the gateway's proof.
          void after.load();
          void phone.load();
          request.warmUp();
        }}
        onPointerDown={() => {
          void phone.load();
          request.warmUp();
        }}
      >
        <FormHeader
          id={id('title')}
          title={title}
          copy={copy}
          contacts={contacts}
          status={kept.cancelled && words ? words.outbox[CANCELLED[kept.cancelled]] : draft.restored ? copy.restored : null}
        />

        <div className={styles.fields}>
          <KindFields
            fields={fields}
            words={copy}
            form={request}
            phone={phoneSetup(phone.kit, draft, defaultCountryName)}
            look={LOOK}
            choices={{ serviceType: services }}
            after={{
              appointmentDate: { id: adviceId },
              appointmentTime: {
                id: adviceId,
                node: (
                  <DayAdvice
                    id={adviceId}
                    date={values.appointmentDate ?? ''}
                    time={values.appointmentTime ?? ''}
                    days={contacts}
                    words={copy.dayAdvice}
                    locale={copy.locale}
                    onChoose={(date, time) => {
                      request.set('appointmentDate', date);
                      request.set('appointmentTime', time);
                    }}
                  />
                ),
              },
              message: { id: messageCountId, node: <MessageCounter id={messageCountId} length={(values.message ?? '').length} copy={copy} phone={contacts.phone} /> },
            }}
          />
        </div>

        {/* Honeypot: invisible and unreachable for people; robots fill every field they find. */}
        <div className="visually-hidden" aria-hidden="true">
          <label htmlFor={id('referral')}>{copy.honeypot}</label>
          <input ref={honeypotRef} id={id('referral')} name="referral_code" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

        <SendNotices
          failure={request.failure?.failure ?? null}
          alertRef={alertRef}
          offline={copy.offline}
          unreachable={copy.unreachable}
          words={words}
          wording={wording}
          values={values}
          contacts={contacts}
        />

        <SubmitActions copy={copy} submitting={request.submitting} privacyHref={privacyHref} phone={contacts.phone} />
      </form>
    </div>
  );
}
