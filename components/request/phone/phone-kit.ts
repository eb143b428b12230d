// What the phone field needs from libphonenumber (about 54 KB gzip with the country names): a chunk
// of its own, loaded when the form is about to be used (see use-phone-kit.ts), not with the page.
// The country names come beside it, in the page's language only. The « core » entry with libphonenumber's « min » metadata: the same
// component as the default entry, without its built-in English names. Measured: 3 KB gzip less.
import PhoneInput from 'react-phone-number-input/core';
import metadata from 'libphonenumber-js/min/metadata';
import { phoneError } from '@/lib/request/form/phone-error';

export { metadata, phoneError, PhoneInput };
