'use client';

import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import clsx from 'clsx';
import type { Country, Labels } from 'react-phone-number-input';
// The library's own look, for the stand-in below as much as for the library.
import 'react-phone-number-input/style.css';
import type { Locale } from '@/lib/i18n';
import { Artwork } from '@/components/ui/artwork';
import { useEarlyInput } from '@/components/ui/early-input';
import { DEFAULT_COUNTRY, FLAG_URL, countryName, standInPhone } from './phone-country';
import type * as PhoneKit from './phone-kit';
import styles from './phone-field.module.css';

/** The library, with the country names of the page's language (use-phone-kit.ts loads both). */
export type PhoneKitModule = typeof PhoneKit & { labels: Labels };

interface PhoneFieldProps {
  /** The library, once loaded (AppointmentForm loads it); until then a plain stand-in is shown. */
  kit: PhoneKitModule | null;
  id: string;
  /** The page's language, for the stand-in's country name (the library's come with the kit). */
  locale: Locale;
  /** DEFAULT_COUNTRY's name in that language, written at build time. */
  defaultCountryName: string;
  /** The accessible name of the country list. */
  countryLabel: string;
  defaultCountry: Country | undefined;
  /** International format (+237…), as the library gives it. */
  value: string;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (value: string) => void;
  onCountryChange: (country: Country | undefined) => void;
}

// Cameroun first. No '|' divider: the library draws it as an empty disabled option with an inline
// style, which the CSP (no inline style) and screen readers (a blank entry) both dislike.
const COUNTRY_OPTIONS_ORDER: (Country | '...')[] = [DEFAULT_COUNTRY, '...'];

/**
 * The phone number with its country list (react-phone-number-input). The list of 250 countries and
 * libphonenumber weigh more than the rest of the form: the page first shows a stand-in with the
 * same look and the default country, which takes typing. The library replaces it as soon as it is
 * loaded, but never under the visitor's fingers: not while the stand-in's number box has focus.
 */
export function PhoneField({
  kit,
  id,
  locale,
  defaultCountryName,
  countryLabel,
  defaultCountry,
  value,
  invalid,
  describedBy,
  onChange,
  onCountryChange,
}: PhoneFieldProps) {
  const [typing, setTyping] = useState(false);
  const [typed, setTyped] = useState(value);
  const wrapper = useRef<HTMLDivElement>(null);
  const countryHadFocus = useRef(false);
  // A number typed before the scripts stays in the box; the form adopts it as its value (standInPhone).
  useEarlyInput(wrapper, (values) => {
    const early = values.get('phone');
    if (early) setTyped(early);
  });
  const showLibrary = kit !== null && !typing;
  // The library sorts its 250 country names again whenever its order or labels are new objects (its
  // memo compares them by identity): made once, or every key typed anywhere in the form paid for a
  // sort (up to 300 ms on a slow phone, in the key's own handler).
  const labels = useMemo(() => (kit ? { ...kit.labels, country: countryLabel } : undefined), [kit, countryLabel]);
  const numberInputProps = useMemo(() => ({ className: styles.phoneNumber }), []);
  const className = clsx(styles.phone, invalid && styles.phoneInvalid);

  // A country list that had focus is replaced under the focus: give it to the library's list.
  useLayoutEffect(() => {
    if (!showLibrary || !countryHadFocus.current) return;
    countryHadFocus.current = false;
    wrapper.current?.querySelector('select')?.focus();
  }, [showLibrary]);

  if (showLibrary) {
    return (
      <div ref={wrapper}>
        <kit.PhoneInput
          id={id}
          name="phone"
          className={className}
          numberInputProps={numberInputProps}
          defaultCountry={defaultCountry}
          // A restored number shows as it was typed (« 6 71 23 45 67 »), not as « +237 … ».
          initialValueFormat="national"
          countryOptionsOrder={COUNTRY_OPTIONS_ORDER}
          metadata={kit.metadata}
          labels={labels ?? kit.labels}
          flagUrl={FLAG_URL}
          autoComplete="tel"
          inputMode="tel"
          enterKeyHint="next"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          value={value || undefined}
          onChange={(next) => onChange(next ?? '')}
          onCountryChange={onCountryChange}
        />
      </div>
    );
  }

  // The library's markup for one country, so nothing moves when the library takes over.
  const country = defaultCountry ?? DEFAULT_COUNTRY;
  const name = country === DEFAULT_COUNTRY ? defaultCountryName : countryName(country, locale);
  return (
    <div ref={wrapper}>
      <div className={clsx(className, 'PhoneInput')}>
        <div className="PhoneInputCountry">
          <select
            name="phoneCountry"
            aria-label={countryLabel}
            className="PhoneInputCountrySelect"
            defaultValue={country}
            onFocus={() => {
              countryHadFocus.current = true;
            }}
            onBlur={() => {
              countryHadFocus.current = false;
            }}
          >
            <option value={country}>{name}</option>
          </select>
          <div aria-hidden="true" className="PhoneInputCountryIcon PhoneInputCountryIcon--border">
            {/* A 3:2 flag, as the library draws it (its CSS sizes it to the box). */}
            <Artwork
              className="PhoneInputCountryIconImg"
              image={{ src: FLAG_URL.replace('{XX}', country), alt: name, width: 30, height: 20 }}
            />
          </div>
          <div className="PhoneInputCountrySelectArrow" />
        </div>
        <input
          type="tel"
          id={id}
          name="phone"
          className={clsx('PhoneInputInput', styles.phoneNumber)}
          autoComplete="tel"
          inputMode="tel"
          enterKeyHint="next"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          value={typed}
          onFocus={() => setTyping(true)}
          onBlur={() => setTyping(false)}
          onChange={(event) => {
            setTyped(event.target.value);
            onChange(standInPhone(event.target.value));
          }}
        />
      </div>
    </div>
  );
}

/** A form's phone box with its list of countries (KindFields' `phone`): the library once it came, the country its draft keeps. */
export function phoneSetup(kit: PhoneKitModule | null, draft: { phoneSetup: { key: number; country: Country | undefined }; setPhoneCountry: (country: Country | undefined) => void }, defaultCountryName: string) {
  return { Field: PhoneField, kit, defaultCountryName, country: draft.phoneSetup.country, onCountryChange: draft.setPhoneCountry, key: draft.phoneSetup.key };
}
