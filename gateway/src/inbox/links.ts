/*
 * The links the inbox builds from what a family typed: a call, a WhatsApp chat, an e-mail. Each is built
 * only from a value that passes a strict check (digits, a plain address), never from the value as typed:
 * what fails is shown as text, and nobody's tap runs a stranger's link (« javascript: », a mailto: with a
 * body and copies, another host).
 */

import { nbsp } from '@/lib/typography';
import { whatsappChatUrl } from '@/lib/whatsapp';

/** An international number as the form sends it (E.164: « + », a country code, 8 to 15 digits in all). */
const E164 = /^\+[1-9]\d{7,14}$/;

/** A Cameroonian number: +237 and nine digits. */
const CAMEROON = /^\+237(\d)(\d{2})(\d{2})(\d{2})(\d{2})$/;

export interface PhoneLinks {
  /** « +237 6 71 23 45 67 », never wrapped. */
  display: string;
  tel: string;
  whatsapp: string;
}

/** The call and WhatsApp links of a number the form checked, or null for anything else (then shown as typed). */
export function phoneLinks(phone: string): PhoneLinks | null {
  if (!E164.test(phone)) return null;
  const cameroon = CAMEROON.exec(phone);
  return {
    display: cameroon ? ['+237', ...cameroon.slice(1)].join(nbsp) : phone,
    tel: `tel:${phone}`,
    whatsapp: whatsappChatUrl(phone),
  };
}

/*
 * A plain address: letters, digits and . _ + - before the @, a host of labels after it. No « ? », « & »,
 * « % », « : », quotes or spaces, so a mailto: made of it opens a message to that address and nothing else.
 */
const PLAIN_ADDRESS = /^[A-Za-z0-9._+-]{1,64}@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** The mailto: of a plain address, or null (the address is then shown as text). */
export function mailtoLink(email: string): string | null {
  return email.length <= 254 && PLAIN_ADDRESS.test(email) ? `mailto:${email}` : null;
}
