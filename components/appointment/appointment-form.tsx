'use client';

import { Link } from '@/components/ui/link';
import { startTransition, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import clsx from 'clsx';
import type { Country } from 'react-phone-number-input';
import type { PhoneContact } from '@/content/types';
import { servicePlaceholder } from '@/content/appointment';
import { Icon } from '@/components/ui/icon';
import { addDays, doualaToday } from '@/lib/appointment/douala-date';
import { DRAFT_KEY, isEmptyDraft, parseDraft, serializeDraft } from '@/lib/appointment/draft';
import { isEmailJsConfigured, LIMIT_RATE, type EmailJsConfig } from '@/lib/appointment/emailjs-config';
import { buildTemplateParams } from '@/lib/appointment/payload';
import {
  alertText,
  describeSendError,
  notConfiguredFailure,
  offlineFailure,
  type SendFailure,
} from '@/lib/appointment/send-error';
import {
  EMPTY_VALUES,
  LIMITS,
  type AppointmentField,
  type AppointmentValues,
  type TemplateParams,
} from '@/lib/appointment/types';
import { firstInvalidField, validateAppointment } from '@/lib/appointment/validation';
import { Confirmation } from './confirmation';
import { DEFAULT_COUNTRY, PhoneField, type PhoneKitModule } from './phone-field';
import { FallbackLinks } from './fallback-links';
import { FormField, describedBy } from './form-field';
import styles from './appointment-form.module.css';

export interface AppointmentContacts {
  email: string;
  /** International digits for https://wa.me/<digits>. */
  whatsapp: string;
  /** The line to call when the form cannot send. */
  phone: PhoneContact;
  emergencyPhone: PhoneContact;
}

interface AppointmentFormProps {
  title: string;
  services: readonly string[];
  contacts: AppointmentContacts;
  emailJs: EmailJsConfig;
}

const nf = new Intl.NumberFormat('fr-FR');

const noSubscribe = () => () => {};

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

// sessionStorage can throw (storage disabled, quota): a lost draft must never break the form.
function storeDraft(values: AppointmentValues, phoneCountry: Country | undefined) {
  try {
    if (isEmptyDraft(values)) window.sessionStorage.removeItem(DRAFT_KEY);
    else window.sessionStorage.setItem(DRAFT_KEY, serializeDraft({ values, phoneCountry }));
  } catch {
    // Nothing to do: the values are still in the form.
  }
}

function clearDraft() {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Same as above.
  }
}

/** Words announced once when the message nears or reaches its limit (not on every key). */
function limitAnnouncement(length: number): string {
  const left = LIMITS.message - length;
  if (left <= 0) return `Vous avez atteint la limite de ${nf.format(LIMITS.message)} caractères.`;
  if (left <= 100) return 'Il reste moins de 100 caractères.';
  return '';
}

/**
 * The appointment request form of /appoitment and /contact. Sends through EmailJS (loaded
 * only at the first use), and never loses a request: draft in sessionStorage, values kept on
 * failure, WhatsApp and e-mail fallback already written.
 */
export function AppointmentForm({ title, services, contacts, emailJs }: AppointmentFormProps) {
  const baseId = useId();
  const id = (field: string) => `${baseId}-${field}`;

  const [values, setValues] = useState<AppointmentValues>(EMPTY_VALUES);
  const latestValues = useRef<AppointmentValues>(EMPTY_VALUES);
  // The phone input keeps its own country; remounting it (key) applies a restored or reset one.
  const [phoneSetup, setPhoneSetup] = useState<{ key: number; country: Country | undefined }>({
    key: 0,
    country: DEFAULT_COUNTRY,
  });
  const phoneCountry = useRef<Country | undefined>(DEFAULT_COUNTRY);
  const [phoneKit, setPhoneKit] = useState<PhoneKitModule | null>(null);
  const phoneKitLoad = useRef<Promise<PhoneKitModule | null> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const [sent, setSent] = useState<TemplateParams | null>(null);
  const [restored, setRestored] = useState(false);

  // A ref, not state: two submit events in the same tick both see it at once.
  const inFlight = useRef(false);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const confirmationRef = useRef<HTMLHeadingElement>(null);

  // Before hydration the button stays disabled, so a native submit cannot put the request in the URL.
  const hydrated = useSyncExternalStore(noSubscribe, () => true, () => false);
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
  // Today in Yaoundé, known only in the browser (the page is prerendered at build time).
  const today = useSyncExternalStore(noSubscribe, () => doualaToday(), () => '');

  // The phone library is most of the form's weight and work: fetched when the form comes near the
  // screen or gets a touch or the focus, so the page itself loads and starts without it.
  // null when it cannot load (offline): the stand-in field still works, the number is then not checked.
  const loadPhoneKit = useCallback(() => {
    phoneKitLoad.current ??= import('./phone-kit').then(
      (kit) => {
        // A transition: React builds the 250-country list in short slices, the page stays responsive.
        startTransition(() => setPhoneKit(kit));
        return kit;
      },
      () => {
        phoneKitLoad.current = null;
        return null;
      },
    );
    return phoneKitLoad.current;
  }, []);

  // Restore the draft of this tab once, after hydration (sessionStorage does not exist on the server).
  useEffect(() => {
    let draft = null;
    try {
      draft = parseDraft(window.sessionStorage.getItem(DRAFT_KEY));
    } catch {
      return;
    }
    if (!draft || isEmptyDraft(draft.values)) return;
    const country = (draft.phoneCountry as Country | undefined) ?? (draft.values.phone ? undefined : DEFAULT_COUNTRY);
    phoneCountry.current = country;
    // sessionStorage exists only after hydration: restoring from it is syncing with an external store,
    // and rendering the draft on the server is impossible (the page is prerendered).
    latestValues.current = draft.values;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues(draft.values);
    setPhoneSetup((setup) => ({ key: setup.key + 1, country }));
    setRestored(true);
    if (draft.values.phone) void loadPhoneKit();
  }, [loadPhoneKit]);

  // Half a screen ahead: on /appoitment the form is in view at once, on /contact it is further down.
  useEffect(() => {
    const form = formRef.current;
    if (!form || typeof IntersectionObserver === 'undefined') {
      void loadPhoneKit();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void loadPhoneKit();
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(form);
    return () => observer.disconnect();
  }, [loadPhoneKit]);

  const errors = showErrors
    ? validateAppointment(values, { today: today || doualaToday(), services, phoneError: phoneKit?.phoneError })
    : {};

  // Each change is saved at once (an event, not an effect): a reload or a crash loses nothing.
  // The ref holds the latest values even when several changes come before a re-render (autofill).
  function update(field: AppointmentField, value: string) {
    const next = { ...latestValues.current, [field]: value };
    replaceValues(next);
    storeDraft(next, phoneCountry.current);
  }

  function replaceValues(next: AppointmentValues) {
    latestValues.current = next;
    setValues(next);
  }

  function onCountryChange(country: Country | undefined) {
    phoneCountry.current = country;
    storeDraft(latestValues.current, country);
  }

  // By id: the phone input's own ref typing does not expose its <input>.
  function focusField(field: AppointmentField) {
    document.getElementById(id(field))?.focus();
  }

  function showFailure(next: SendFailure) {
    flushSync(() => {
      setSubmitting(false);
      setFailure(next);
    });
    alertRef.current?.focus();
  }

  function showSent(params: TemplateParams) {
    clearDraft();
    phoneCountry.current = DEFAULT_COUNTRY;
    flushSync(() => {
      setSubmitting(false);
      setFailure(null);
      setShowErrors(false);
      setRestored(false);
      replaceValues(EMPTY_VALUES);
      setPhoneSetup((setup) => ({ key: setup.key + 1, country: DEFAULT_COUNTRY }));
      setSent(params);
    });
    confirmationRef.current?.focus();
  }

  function newRequest() {
    flushSync(() => setSent(null));
    focusField('fullName');
  }

  // Load the SDK as soon as the visitor starts filling in, so the send itself does not wait for it.
  const sdkWarmed = useRef(false);
  function warmSdk() {
    if (sdkWarmed.current) return;
    sdkWarmed.current = true;
    import('@emailjs/browser').catch(() => {
      // Retried at submit time; a failure there is reported to the visitor.
      sdkWarmed.current = false;
    });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;

    // A number is checked with the phone library: wait for it if it is still on its way.
    let kit = phoneKit;
    if (!kit && latestValues.current.phone) {
      inFlight.current = true;
      try {
        kit = await loadPhoneKit();
      } finally {
        inFlight.current = false;
      }
    }

    const current = latestValues.current;
    const found = validateAppointment(current, { today: doualaToday(), services, phoneError: kit?.phoneError });
    const firstInvalid = firstInvalidField(found);
    if (firstInvalid) {
      // Render the messages first, so the focused field is read with its error. That render must
      // know the phone library just awaited (its own update is a transition, which flushSync skips).
      flushSync(() => {
        if (kit) setPhoneKit(kit);
        setShowErrors(true);
        setFailure(null);
      });
      focusField(firstInvalid);
      return;
    }

    const params = buildTemplateParams(current);

    // A filled honeypot is a robot: nothing is sent, and it sees the usual confirmation.
    if (honeypotRef.current?.value) {
      showSent(params);
      return;
    }
    if (!isEmailJsConfigured(emailJs)) {
      console.error('Appointment request not sent: NEXT_PUBLIC_EMAILJS_* were not set at build time.');
      showFailure(notConfiguredFailure());
      return;
    }
    if (!navigator.onLine) {
      showFailure(offlineFailure());
      return;
    }

    inFlight.current = true;
    setFailure(null);
    setSubmitting(true);
    try {
      const { send } = await import('@emailjs/browser');
      const response = await send(emailJs.serviceId, emailJs.templateId, params, {
        publicKey: emailJs.publicKey,
        limitRate: LIMIT_RATE,
      });
      if (response.status === 200) {
        showSent(params);
      } else {
        console.error('Appointment request not sent: unexpected answer', response);
        showFailure(describeSendError(response));
      }
    } catch (error) {
      console.error('Appointment request not sent:', error);
      showFailure(describeSendError(error));
    } finally {
      inFlight.current = false;
    }
  }

  if (sent) {
    return (
      <div className={styles.card}>
        <Confirmation
          sent={sent}
          headingRef={confirmationRef}
          emergencyPhone={contacts.emergencyPhone}
          onNewRequest={newRequest}
        />
      </div>
    );
  }

  const headingId = id('title');
  const messageCountId = `${id('message')}-count`;
  const limitNote = limitAnnouncement(values.message.length);

  return (
    <div className={styles.card}>
      <form
        className={styles.form}
        noValidate
        aria-labelledby={headingId}
        ref={formRef}
        onSubmit={handleSubmit}
        onFocus={() => {
          warmSdk();
          void loadPhoneKit();
        }}
        onPointerDown={() => void loadPhoneKit()}
      >
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.intro}>
          Remplissez ce formulaire&nbsp;: nous vous recontactons pour confirmer le rendez-vous. Les champs marqués
          «&nbsp;facultatif&nbsp;» peuvent rester vides.
        </p>
        <p className={styles.urgent}>
          <Icon name="emergency" size={22} className={styles.urgentIcon} />
          <span>
            Urgence&nbsp;? N'utilisez pas ce formulaire, appelez le{' '}
            <a href={`tel:${contacts.emergencyPhone.e164}`} className={styles.nowrap}>
              {contacts.emergencyPhone.display}
            </a>{' '}
            (24h/24).
          </span>
        </p>

        {restored ? (
          <p className={styles.restored} role="status">
            <Icon name="clipboard" size={20} />
            Nous avons retrouvé ce que vous aviez commencé à écrire.
          </p>
        ) : null}

        <noscript>
          <p className={styles.noscript}>
            Ce formulaire a besoin de JavaScript. Vous pouvez nous écrire à{' '}
            <a href={`mailto:${contacts.email}`}>{contacts.email}</a> ou nous appeler au{' '}
            <a href={`tel:${contacts.phone.e164}`}>{contacts.phone.display}</a>.
          </p>
        </noscript>

        <div className={styles.fields}>
          <FormField id={id('fullName')} label="Nom complet" error={errors.fullName} className={styles.wide}>
            <input
              id={id('fullName')}
              name="fullName"
              type="text"
              className={styles.input}
              autoComplete="name"
              autoCapitalize="words"
              inputMode="text"
              enterKeyHint="next"
              maxLength={LIMITS.fullName}
              required
              aria-invalid={errors.fullName ? true : undefined}
              aria-describedby={describedBy(id('fullName'), { error: errors.fullName })}
              value={values.fullName}
              onChange={(event) => update('fullName', event.target.value)}
            />
          </FormField>

          <FormField
            id={id('email')}
            label="Adresse e-mail"
            hint="Nous vous répondons à cette adresse."
            error={errors.email}
            className={styles.wide}
          >
            <input
              id={id('email')}
              name="email"
              type="email"
              className={styles.input}
              autoComplete="email"
              autoCapitalize="none"
              inputMode="email"
              enterKeyHint="next"
              spellCheck={false}
              maxLength={LIMITS.email}
              required
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy(id('email'), { hint: true, error: errors.email })}
              value={values.email}
              onChange={(event) => update('email', event.target.value)}
            />
          </FormField>

          <FormField
            id={id('phone')}
            label="Téléphone"
            optional
            hint={`Pour vous rappeler plus vite. Un numéro hors du Cameroun\u00A0? Choisissez d'abord le pays avec le drapeau.`}
            error={errors.phone}
            className={styles.wide}
          >
            <PhoneField
              key={phoneSetup.key}
              kit={phoneKit}
              id={id('phone')}
              className={clsx(styles.phone, errors.phone && styles.phoneInvalid)}
              numberClassName={styles.phoneNumber}
              defaultCountry={phoneSetup.country}
              invalid={Boolean(errors.phone)}
              describedBy={describedBy(id('phone'), { hint: true, error: errors.phone })}
              value={values.phone}
              onChange={(value) => update('phone', value)}
              onCountryChange={onCountryChange}
            />
          </FormField>

          <FormField id={id('appointmentDate')} label="Date souhaitée" error={errors.appointmentDate}>
            <input
              id={id('appointmentDate')}
              name="appointmentDate"
              type="date"
              className={styles.input}
              autoComplete="off"
              min={today || undefined}
              max={today ? addDays(today, LIMITS.daysAhead) : undefined}
              required
              aria-invalid={errors.appointmentDate ? true : undefined}
              aria-describedby={describedBy(id('appointmentDate'), { error: errors.appointmentDate })}
              value={values.appointmentDate}
              onChange={(event) => update('appointmentDate', event.target.value)}
            />
          </FormField>

          <FormField id={id('appointmentTime')} label="Heure souhaitée" error={errors.appointmentTime}>
            <input
              id={id('appointmentTime')}
              name="appointmentTime"
              type="time"
              className={styles.input}
              autoComplete="off"
              required
              aria-invalid={errors.appointmentTime ? true : undefined}
              aria-describedby={describedBy(id('appointmentTime'), { error: errors.appointmentTime })}
              value={values.appointmentTime}
              onChange={(event) => update('appointmentTime', event.target.value)}
            />
          </FormField>

          <FormField id={id('serviceType')} label="Service souhaité" error={errors.serviceType} className={styles.wide}>
            <select
              id={id('serviceType')}
              name="serviceType"
              className={clsx(styles.input, styles.select)}
              autoComplete="off"
              required
              aria-invalid={errors.serviceType ? true : undefined}
              aria-describedby={describedBy(id('serviceType'), { error: errors.serviceType })}
              value={values.serviceType}
              onChange={(event) => update('serviceType', event.target.value)}
            >
              <option value="">{servicePlaceholder}</option>
              {services.map((service) => (
                <option key={service} value={service}>
                  {service}
                </option>
              ))}
            </select>
          </FormField>

          <FormField
            id={id('message')}
            label="Message"
            optional
            hint={`Par exemple\u00A0: pour qui est le rendez-vous, à domicile ou au centre. ${nf.format(LIMITS.message)} caractères au maximum.`}
            error={errors.message}
            className={styles.wide}
            after={
              <>
                <p
                  id={messageCountId}
                  className={clsx(styles.counter, limitNote && styles.counterNear)}
                >
                  {nf.format(values.message.length)}&nbsp;/&nbsp;{nf.format(LIMITS.message)} caractères
                </p>
                <p className="visually-hidden" aria-live="polite">
                  {limitNote}
                </p>
                {values.message.length >= LIMITS.message ? (
                  <p className={styles.limitReached}>
                    Vous avez atteint la limite. Pour en dire plus, appelez-nous au{' '}
                    <a href={`tel:${contacts.phone.e164}`} className={styles.nowrap}>
                      {contacts.phone.display}
                    </a>
                    .
                  </p>
                ) : null}
              </>
            }
          >
            <textarea
              id={id('message')}
              name="message"
              className={clsx(styles.input, styles.textarea)}
              rows={4}
              autoComplete="off"
              inputMode="text"
              maxLength={LIMITS.message}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={describedBy(id('message'), {
                hint: true,
                extra: [messageCountId],
                error: errors.message,
              })}
              value={values.message}
              onChange={(event) => update('message', event.target.value)}
            />
          </FormField>
        </div>

        {/* Honeypot: invisible and unreachable for people; robots fill every field they find. */}
        <div className="visually-hidden" aria-hidden="true">
          <label htmlFor={id('referral')}>Ne remplissez pas ce champ</label>
          <input
            ref={honeypotRef}
            id={id('referral')}
            name="referral_code"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>

        {/* Always in the page, so that going offline is announced. */}
        <div role="status" className={styles.offlineRegion}>
          {!online && !failure ? (
            <div className={styles.offline}>
              <p>
                <strong>Vous êtes hors connexion.</strong> Continuez à remplir le formulaire, rien ne sera perdu&nbsp;: vous
                pourrez l'envoyer quand la connexion reviendra. Ou envoyez-nous la même demande tout de suite&nbsp;:
              </p>
              <FallbackLinks values={values} whatsapp={contacts.whatsapp} email={contacts.email} phone={contacts.phone} />
            </div>
          ) : null}
        </div>

        {failure ? (
          <div ref={alertRef} role="alert" tabIndex={-1} className={styles.alert}>
            <p className={styles.alertTitle}>{alertText(failure)}</p>
            <p>
              Votre demande n'est pas perdue&nbsp;: tout ce que vous avez écrit est gardé ci-dessus. Vous pouvez réessayer,
              ou nous l'envoyer tout de suite, déjà rédigée&nbsp;:
            </p>
            <FallbackLinks values={values} whatsapp={contacts.whatsapp} email={contacts.email} phone={contacts.phone} />
          </div>
        ) : null}

        <div className={styles.actions}>
          <button type="submit" className={clsx('btn btn-primary', styles.submit)} disabled={!hydrated || submitting}>
            {submitting ? (
              <>
                <span className={styles.spinner} aria-hidden="true" />
                Envoi en cours...
              </>
            ) : (
              <>
                <Icon name="calendar" size={22} />
                Envoyer la demande
              </>
            )}
          </button>
          <p className={styles.privacy}>
            <Icon name="shield" size={20} className={styles.privacyIcon} />
            <span>
              Merci de ne pas écrire d'informations médicales détaillées&nbsp;: le type de service suffit pour un premier
              contact. <Link href="/privacy">Comment nous protégeons vos données</Link>
            </span>
          </p>
        </div>
      </form>
    </div>
  );
}
