'use client';

import { useId, useRef } from 'react';
import type { FieldSpec } from '@/lib/request/kinds/rules';
import { validateAppointment } from '@/lib/request/form/validation';
import { prepareProof } from '@/lib/request/proof';
import type { AppointmentCopy, CentreContacts, RequestValues, ServiceChoice } from '@/lib/request';
import { doualaToday } from '@/lib/douala-date';
import { Confirmation } from './confirmation';
import { DayAdvice } from './day-advice';
import { FormHeader } from './form-header';
import { KindFields, type FieldLook } from './kind-fields';
import { MessageCounter } from './message-counter';
import { OutboxPanel } from './outbox-panel';
import { PhoneField, type PhoneKitModule } from '../phone/phone-field';
import { useRequestWords } from './load-request';
import { SendNotices } from './send-notices';
import { SubmitActions } from './submit-actions';
import { useDraft } from './use-draft';
import { useKeptRequest } from './use-kept-request';
import { usePhoneKit } from '../phone/use-phone-kit';
import { useRequestSubmit } from './use-request-submit';
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

/**
 * The appointment request form of the form page and the contact page. Its « Envoyer » hands the
 * request to submit() (lib/request/, loaded at the first use), and nothing is lost: draft in
 * sessionStorage, values kept on failure, a request that cannot leave kept on the device until it
 * does, WhatsApp, SMS and e-mail fallbacks already written, each with the request's reference.
 */
export function AppointmentForm({ title, fields, copy, services, contacts, defaultCountryName, privacyHref }: AppointmentFormProps) {
  const baseId = useId();
  const id = (field: string) => `${baseId}-${field}`;
  const formRef = useRef<HTMLFormElement>(null);
  const phone = usePhoneKit(formRef, copy.locale);
  const draft = useDraft({ kind: 'appointment', fields, onRestore: (restored) => void (restored.phone && phone.load()), form: formRef });
  const { values } = draft;
  const choiceLabels = Object.fromEntries(services.map((choice) => [choice.value, choice.label]));
  // The words after « Envoyer » come with the request's code, when the page is idle or at the first touch.
  const after = useRequestWords(copy.locale);
  const { words } = after;
  const wording = words ? { copy: words.fallback, locale: copy.locale, choiceLabels, reference: draft.reference } : null;

  // Only ever run in the browser (after a submit), where today in Yaoundé is known.
  const validate = (current: RequestValues, kit: PhoneKitModule | null) =>
    validateAppointment(current, {
      today: doualaToday(),
      services: services.map((choice) => choice.value),
      messages: copy.validation,
      phoneError: kit?.phoneError,
    });
  // By id: the phone input's own ref typing does not expose its <input>.
  const focusField = (name: string) => document.getElementById(id(name))?.focus();
  const kept = useKeptRequest({ draft, focusField });
  const { showErrors, submitting, failure, sent, honeypotRef, alertRef, confirmationRef, keptRef, handleSubmit, newRequest } =
    useRequestSubmit({ locale: copy.locale, draft, kept, phone, after, validate, focusField, days: contacts });
  const errors = showErrors ? validate(values, phone.kit) : {};

  // Sent now, or a request that was kept on the device and has left since.
  const confirmed = sent ?? kept.delivered;
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
            newRequest();
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
        onSubmit={handleSubmit}
        onFocus={() => {
          // The request's code and its words, so the send itself does not wait for them, nor for the gateway's proof.
          void after.load();
          void phone.load();
          prepareProof();
        }}
        onPointerDown={() => {
          void phone.load();
          prepareProof();
        }}
      >
        <FormHeader
          id={id('title')}
          title={title}
          copy={copy}
          contacts={contacts}
          status={kept.cancelled && words ? words.outbox[kept.cancelled === 'restored' ? 'cancelled' : 'deleted'] : draft.restored ? copy.restored : null}
        />

        <div className={styles.fields}>
          <KindFields
            fields={fields}
            words={copy}
            values={values}
            errors={errors}
            idOf={id}
            onChange={draft.update}
            look={LOOK}
            choices={{ serviceType: services }}
            phone={{
              Field: PhoneField,
              kit: phone.kit,
              defaultCountryName,
              country: draft.phoneSetup.country,
              onCountryChange: draft.setPhoneCountry,
              key: draft.phoneSetup.key,
            }}
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
                      draft.update('appointmentDate', date);
                      draft.update('appointmentTime', time);
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
          failure={failure}
          alertRef={alertRef}
          offline={copy.offline}
          unreachable={copy.unreachable}
          words={words}
          wording={wording}
          values={values}
          contacts={contacts}
        />

        <SubmitActions copy={copy} submitting={submitting} privacyHref={privacyHref} phone={contacts.phone} />
      </form>
    </div>
  );
}
