'use client';

import { useId, useRef, useState } from 'react';
import clsx from 'clsx';
import type { Country } from 'react-phone-number-input';
import { useHydrated } from '@/components/ui/client-flags';
import { useEarlyInput } from '@/components/ui/early-input';
import { Icon } from '@/components/ui/icon';
import { Sentence } from '@/components/ui/sentence';
import { afterNextPaint } from '@/lib/next-task';
import type { CentreContacts } from '@/lib/request';
import { LIMITS } from '@/lib/request/values';
import { describedBy, FormField, formPhoneProps } from '../form/form-field';
import { DateInput } from '../form/date-input';
import { PhoneField } from '../phone/phone-field';
import { DEFAULT_COUNTRY, standInPhone } from '../phone/phone-country';
import { usePhoneKit } from '../phone/use-phone-kit';
import type { ApplicationCopy, PositionChoice } from './application-copy';
import { ApplicationFailureNote, ApplicationOutcome } from './application-outcome';
import { FIELD_ORDER, useApplication, type ApplicationField } from './use-application';
import fieldStyles from '@/components/ui/field.module.css';
import styles from './application.module.css';

interface ApplicationFormProps {
  copy: ApplicationCopy;
  contacts: CentreContacts;
  /** The open positions, then « spontaneous » (value ''). */
  positions: PositionChoice[];
  /** The slug of the position chosen from the start (its own page). */
  chosen?: string;
  defaultCountryName: string;
  privacyHref: string;
}

/**
 * Apply from a phone in one screen: name, phone, e-mail (optional), the position (chosen already when
 * coming from one), diploma, years of experience, quartier, when one can start, a message. The same
 * request as an appointment (lib/request/: the reference, the outbox, both channels, offline), sent as
 * kind « application ». No file: the confirmation offers to send a CV by WhatsApp or e-mail.
 */
export function ApplicationForm({ copy, contacts, positions, chosen, defaultCountryName, privacyHref }: ApplicationFormProps) {
  const baseId = useId();
  const idOf = (field: ApplicationField) => `${baseId}-${field}`;
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const phone = usePhoneKit(formRef, copy.locale);
  const [country, setCountry] = useState<Country | undefined>(DEFAULT_COUNTRY);
  const request = useApplication({ copy, positions, chosen });
  const { typed, errors, outcome, failure } = request;
  // Typed or chosen before the scripts (seconds on a slow link): kept, not wiped by the first render after hydration.
  useEarlyInput(formRef, (values) => {
    for (const field of FIELD_ORDER) {
      const value = values.get(field);
      if (value) request.set(field, field === 'phone' ? standInPhone(value) : value);
    }
  });
  const choiceLabels = Object.fromEntries(positions.filter((choice) => choice.value).map((choice) => [choice.value, choice.label]));
  const warmUp = () => afterNextPaint(() => request.warmUp());

  if (outcome) return <ApplicationOutcome outcome={outcome} copy={copy} contacts={contacts} choiceLabels={choiceLabels} onAgain={request.again} />;

  const { labels, hints } = copy;
  const field = (name: ApplicationField, optional = false) => ({
    id: idOf(name),
    label: labels[name],
    ...(optional ? { optional: copy.optional } : {}),
    ...(name in hints ? { hint: hints[name as keyof typeof hints] } : {}),
    ...(errors[name] ? { error: errors[name] } : {}),
    errorPrefix: copy.errorPrefix,
  });
  const control = (name: ApplicationField) => ({
    id: idOf(name),
    name,
    value: typed[name],
    onChange: (event: { target: { value: string } }) => request.set(name, event.target.value),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(idOf(name), { hint: name in hints, error: errors[name] }),
  });
  const input = fieldStyles.input;

  return (
    <form
      ref={formRef}
      className={clsx('card', styles.form)}
      noValidate
      aria-label={copy.title}
      onSubmit={(event) => void request.handleSubmit(event, idOf)}
      onFocus={warmUp}
      onPointerDown={warmUp}
    >
      <FormField {...field('fullName')}>
        <input {...control('fullName')} className={input} type="text" autoComplete="name" autoCapitalize="words" maxLength={LIMITS.fullName} required />
      </FormField>

      <FormField {...field('phone')}>
        <PhoneField
          kit={phone.kit}
          {...formPhoneProps({ id: idOf('phone'), locale: copy.locale, countryLabel: copy.phoneCountry, defaultCountryName, error: errors.phone })}
          defaultCountry={country}
          value={typed.phone}
          onChange={(value) => request.set('phone', value)}
          onCountryChange={setCountry}
        />
      </FormField>

      <FormField {...field('email', true)}>
        <input {...control('email')} className={input} type="email" inputMode="email" autoComplete="email" maxLength={LIMITS.email} />
      </FormField>

      <FormField {...field('position')}>
        <select {...control('position')} className={input}>
          {positions.map((choice) => (
            <option key={choice.slug || 'spontaneous'} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </FormField>

      <FormField {...field('diploma', true)}>
        <input {...control('diploma')} className={input} type="text" autoComplete="off" maxLength={200} />
      </FormField>

      <FormField {...field('experience', true)}>
        <input {...control('experience')} className={input} type="text" inputMode="text" autoComplete="off" maxLength={100} />
      </FormField>

      <FormField {...field('quartier', true)}>
        <input {...control('quartier')} className={input} type="text" autoComplete="address-level3" maxLength={100} />
      </FormField>

      <FormField {...field('start', true)}>
        <DateInput {...control('start')} className={input} autoComplete="off" />
      </FormField>

      <FormField {...field('message', true)} className={styles.wide}>
        <textarea {...control('message')} className={input} rows={4} maxLength={LIMITS.message} />
      </FormField>

      {failure ? (
        <div className={styles.wide}>
          <ApplicationFailureNote failure={failure} copy={copy} contacts={contacts} choiceLabels={choiceLabels} />
        </div>
      ) : null}

      <p className={styles.wide}>
        <Sentence text={copy.privacy} fill={{ privacy: <a href={privacyHref}>{copy.privacyLink}</a> }} />
      </p>

      <button type="submit" className={clsx('btn btn-primary', styles.wide)} disabled={!hydrated || request.submitting} data-keep-clear>
        <Icon name="check" size={22} />
        {request.submitting ? copy.sending : copy.submit}
      </button>
      <noscript>
        <p className={fieldStyles.hint}>
          <Sentence
            text={copy.noscript}
            fill={{ phone: <a href={`tel:${contacts.phone.e164}`}>{contacts.phone.display}</a>, email: <a href={`mailto:${contacts.email}`}>{contacts.email}</a> }}
          />
        </p>
      </noscript>
    </form>
  );
}
