import type { PhoneContact } from '@/content/types';
import { Icon } from '@/components/ui/icon';
import { Sentence } from '@/components/ui/sentence';
import { mailtoRequestUrl, smsRequestUrl, whatsappRequestUrl } from '@/lib/request/fallback';
import type { FallbackWording, RequestValues } from '@/lib/request';
import { whatsappChatUrl } from '@/lib/whatsapp';
import styles from './appointment-form.module.css';

interface FallbackLinksProps {
  /** The request to write out; null when nothing of it is left (it expired): plain links to the centre. */
  values: RequestValues | null;
  whatsapp: string;
  email: string;
  phone: PhoneContact;
  wording: FallbackWording;
  /** The label of a third way, by SMS to the phone line, for a phone with no data left. */
  sms?: string;
}

/** The same request, already written (with its reference), through WhatsApp, SMS or e-mail; and the phone as a last resort. */
export function FallbackLinks({ values, whatsapp, email, phone, wording, sms }: FallbackLinksProps) {
  const { copy } = wording;
  return (
    <>
      <ul className={styles.fallbackLinks}>
        <li>
          <a
            className="btn btn-primary"
            href={values ? whatsappRequestUrl(whatsapp, values, wording) : whatsappChatUrl(whatsapp)}
            target="_blank"
            rel="noopener noreferrer"
            data-fallback="whatsapp"
          >
            <Icon name="whatsapp" size={22} />
            {copy.whatsapp}
            <span className="visually-hidden">{copy.newTab}</span>
          </a>
        </li>
        {sms ? (
          <li>
            <a className="btn btn-outline" href={values ? smsRequestUrl(phone.e164, values, wording) : `sms:${phone.e164}`} data-fallback="sms">
              <Icon name="message" size={22} />
              {sms}
            </a>
          </li>
        ) : null}
        <li>
          <a className="btn btn-outline" href={values ? mailtoRequestUrl(email, values, wording) : `mailto:${email}`} data-fallback="email">
            <Icon name="mail" size={22} />
            {copy.email}
          </a>
        </li>
      </ul>
      <p className={styles.fallbackPhone}>
        <Sentence text={copy.call} fill={{ phone: <a href={`tel:${phone.e164}`}>{phone.display}</a> }} />
      </p>
    </>
  );
}
