import type { ChangeEvent, ReactNode } from 'react';
import clsx from 'clsx';
import type { Country } from 'react-phone-number-input';
import type { FieldErrors, FormWords, RequestValues, ServiceChoice } from '@/lib/request';
import { membersOf } from '@/lib/closed-set';
import { YES_NO, type FieldRule, type FieldSpec } from '@/lib/request/kinds/rule-table';
import { unnamed } from '@/lib/unnamed';
import { LIMITS } from '@/lib/request/values';
import fieldStyles from '@/components/ui/field.module.css';
import { Choices } from './choices';
import { ConsentBox, offersVisitMessages } from './consent-box';
import { DateInput } from './date-input';
import { describedBy, FormField } from './form-field';
import type { PhoneField, PhoneKitModule } from '../phone/phone-field';

/*
 * Every form's fields, drawn from its kind's rules (lib/request/kinds/<kind>.ts: a form's fields are its rules,
 * the control each draws follows from its rule): a label, a hint, « (facultatif) », the control, and its error
 * under it, read with the control. The look around them is the form's (`look`), and so is the phone field with a
 * list of countries, whose code a form that has one brings (`phone`): a page without one never downloads it.
 */

/** The look of the form around the fields: which are as wide as the form, and the classes of its date and time boxes, lists and message box. */
export interface FieldLook {
  wide: (rule: FieldRule) => boolean;
  wideClass?: string;
  picker?: string;
  select?: string;
  textarea?: string;
}

/** The phone field with a list of countries: its code (PhoneField, brought by the form that draws one), the phone library once it came, its country. */
export interface PhoneSetup {
  Field: typeof PhoneField;
  kit: PhoneKitModule | null;
  defaultCountryName: string;
  country: Country | undefined;
  onCountryChange: (country: Country | undefined) => void;
  /** A new key draws it anew, with `country` (a draft restored, a form emptied). */
  key?: number;
}

export interface KindFieldsProps {
  /** The fields to draw, in their order on screen. */
  fields: readonly FieldSpec[];
  words: FormWords;
  /** The form's state (use-kind-form.ts): what was typed, what is wrong with it, how a field changes, each field's id. */
  form: { values: RequestValues; errors: FieldErrors; set: (field: string, value: string) => void; idOf: (field: string) => string };
  look: FieldLook;
  /** The choices of each field that chooses from a list, by its name. */
  choices?: Partial<Record<string, readonly ServiceChoice[]>>;
  phone?: PhoneSetup;
  /** What goes under a field (the day's advice, the message's counter), by its name, and what its control is also described by (that, or another field's). */
  after?: Partial<Record<string, { node?: ReactNode; id: string }>>;
}


export function KindFields({ fields, words, form, look, choices = {}, phone, after = {} }: KindFieldsProps) {
  const { values, errors, set: onChange, idOf } = form;
  return fields.map(({ name, rule, asked }, index) => {
    const id = idOf(name);
    const error = errors[name];
    const hint = words.hints?.[name];
    const extra = after[name];
    const required = asked;
    // A list says what to choose in its first option, never « (facultatif) ».
    const optional = !asked && rule.is !== 'choice';
    // A control that a later field's box follows: the keyboard's key says « next », else « done ».
    const enterKeyHint = fields.slice(index + 1).some((next) => next.typed) ? 'next' : 'done';
    /** What every control of a field shares: its id, name, value, state for assistive technology. */
    const control = {
      id,
      name,
      value: values[name] ?? '',
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => onChange(name, event.target.value),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(id, { hint, error, ...(extra ? { extra: [extra.id] } : {}) }),
    } as const;
    const input = fieldStyles.input;
    let drawn: ReactNode;
    switch (rule.is) {
      case 'name':
        drawn = (
          <input {...control} type="text" className={input} autoComplete="name" autoCapitalize="words" inputMode="text" enterKeyHint={enterKeyHint} maxLength={LIMITS.fullName} required={required} />
        );
        break;
      case 'email':
        drawn = (
          <input
            {...control}
            type="email"
            className={input}
            autoComplete="email"
            autoCapitalize="none"
            inputMode="email"
            enterKeyHint={enterKeyHint}
            spellCheck={false}
            maxLength={LIMITS.email}
            required={required}
          />
        );
        break;
      case 'phone':
        drawn =
          rule.plain || !phone ? (
            <input {...control} type="tel" className={input} inputMode="tel" autoComplete="tel" enterKeyHint={enterKeyHint} required={required} />
          ) : (
            <phone.Field
              key={phone.key}
              kit={phone.kit}
              id={id}
              locale={words.locale}
              countryLabel={words.phoneCountry ?? ''}
              defaultCountryName={phone.defaultCountryName}
              invalid={Boolean(error)}
              describedBy={describedBy(id, { hint, error })}
              defaultCountry={phone.country}
              value={values[name] ?? ''}
              onChange={(value) => onChange(name, value)}
              onCountryChange={phone.onCountryChange}
            />
          );
        break;
      case 'date':
      case 'openDay':
        drawn = <DateInput {...control} className={clsx(input, look.picker)} autoComplete="off" required={required} />;
        break;
      case 'time':
        drawn = <input {...control} type="time" className={clsx(input, look.picker)} autoComplete="off" required />;
        break;
      case 'choice': {
        const placeholder = words.placeholders?.[name];
        drawn = (
          <select {...control} className={clsx(input, look.select)} autoComplete="off" required={required}>
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {(choices[name] ?? []).map((choice) => (
              <option key={choice.value || 'none'} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        );
        break;
      }
      case 'yesNo':
        // Two pills under a legend, « Oui » and « Non » in the page's language (the rule's own words).
        return (
          <div key={name} className={clsx(fieldStyles.field, error && fieldStyles.invalid, look.wide(rule) ? look.wideClass : undefined)}>
            <Choices
              legend={
                <>
                  {words.labels[name] ?? name}
                  {asked ? null : <span className={fieldStyles.optional}>{words.optional}</span>}
                </>
              }
              hint={hint ? { id: `${id}-hint`, text: hint } : null}
              name={name}
              values={membersOf(YES_NO)}
              checked={values[name] ?? ''}
              describedBy={control['aria-describedby']}
              firstId={id}
              invalid={Boolean(error)}
              required={required}
              onChoose={(answer) => onChange(name, answer)}
              label={(answer) => YES_NO[answer][words.locale]}
            />
            {error ? (
              <p id={`${id}-error`} className={fieldStyles.error}>
                <span className="visually-hidden">{words.errorPrefix}</span>
                {error}
              </p>
            ) : null}
          </div>
        );
      case 'line':
        drawn = <input {...control} type="text" className={input} autoComplete={rule.autoComplete ?? 'off'} enterKeyHint={enterKeyHint} maxLength={rule.max} required={required} />;
        break;
      case 'number':
        // Not type="number": it refuses « 3 500 » and « 12h » as people type them, and a wheel or a swipe changes it.
        drawn = <input {...control} type="text" className={input} inputMode="numeric" autoComplete="off" enterKeyHint={enterKeyHint} maxLength={20} required={required} />;
        break;
      case 'text':
        drawn = <textarea {...control} className={clsx(input, look.textarea)} rows={4} autoComplete="off" inputMode="text" maxLength={rule.max} />;
        break;
      case 'slot':
      case 'custom':
        // A call-back's slot, a form's own control (« Rappelez-moi »'s day and slot): the form draws it.
        return null;
      case 'consent':
        // A box beside its words, not under a label; only where the gateway can send what it asks for.
        return offersVisitMessages() ? (
          <ConsentBox key={name} id={id} name={name} label={words.consent?.label ?? words.labels[name] ?? name} hint={words.consent?.hint ?? hint} value={values[name] ?? ''} onChange={(value) => onChange(name, value)} />
        ) : null;
      default:
        return unnamed(rule);
    }
    return (
      <FormField
        key={name}
        id={id}
        label={words.labels[name] ?? name}
        optional={optional ? words.optional : undefined}
        hint={hint}
        error={error}
        errorPrefix={words.errorPrefix}
        className={look.wide(rule) ? look.wideClass : undefined}
        after={extra?.node}
      >
        {drawn}
      </FormField>
    );
  });
}
