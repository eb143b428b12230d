import type { Country } from 'react-phone-number-input';

/** Most numbers typed here are Cameroonian. */
export const DEFAULT_COUNTRY: Country = 'CM';
export const DEFAULT_CALLING_CODE = '237';

// Flags ship with the site (public/flags, copied from country-flag-icons/3x2): never the library's default host.
export const FLAG_URL = '/flags/{XX}.svg';
