import type { Country } from 'react-phone-number-input';
import type { Locale } from '@/lib/i18n';

/** Most numbers typed here are Cameroonian. */
export const DEFAULT_COUNTRY: Country = 'CM';
export const DEFAULT_CALLING_CODE = '237';

/**
 * What the phone library would make of a number typed with the default country: +237 then its digits
 * (the form's value until the library has come, and for a number typed before the scripts).
 */
export function standInPhone(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  if (!digits) return '';
  return typed.trim().startsWith('+') ? `+${digits}` : `+${DEFAULT_CALLING_CODE}${digits}`;
}

// Flags ship with the site (public/flags, copied from country-flag-icons/3x2): never the library's default host.
export const FLAG_URL = '/flags/{XX}.svg';

/**
 * A country's name in the page's language, from the platform. The form's own default country gets
 * its name at build time (RequestForm): the browser's first Intl object costs a slow phone about
 * 50 ms, which the form should not pay as it starts.
 */
export function countryName(country: Country, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}
