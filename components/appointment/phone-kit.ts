// What the phone field needs from libphonenumber, about 54 KB gzip with the country names: a chunk
// of its own, loaded when the form is about to be used (see use-phone-kit.ts), not with the page.
// The « core » entry with libphonenumber's « min » metadata: the same component as the default
// entry, without its English country names (we pass French ones). Measured: 3 KB gzip less.
import PhoneInput from 'react-phone-number-input/core';
import metadata from 'libphonenumber-js/min/metadata';
import frLabels from 'react-phone-number-input/locale/fr';
import { phoneError } from '@/lib/appointment/phone-error';

export const labels = frLabels;

export { metadata, phoneError, PhoneInput };
