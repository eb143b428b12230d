import { OutcomeFrame } from '@/components/request/form/outcome-frame';
import type { OutcomeProps } from '@/components/request/form/kind-form';
import form from '@/components/request/form/appointment-form.module.css';
import { Icon } from '@/components/ui/icon';
import { Sentence } from '@/components/ui/sentence';
import type { KindValues, RequestKind } from '@/lib/request';
import { fill } from '@/lib/i18n';
import { whatsappChatUrl } from '@/lib/whatsapp';
import type { ApplicationCopy } from './application-copy';
import { SentStatusSlot } from '../status/sent-status-slots';
import styles from './application.module.css';
import { choiceLabel } from '@/lib/request/kinds/choice-label';

/*
 * What the application says after « Envoyer »: sent or kept on the device, with its reference, and the
 * way to send a CV with no upload over a slow link: WhatsApp or e-mail, the reference already written.
 * Its frame and its failure are every form's (outcome-frame.tsx, request-outcome.tsx); its form is the shared
 * one (kind-form.tsx), which draws this outcome in place of its own.
 */

const KIND = 'application' satisfies RequestKind;

export function ApplicationOutcome({ outcome, copy, contacts, choiceLabels, onAgain }: OutcomeProps) {
  const { reference } = outcome;
  const values = outcome.values as KindValues<'application'>;
  const sent = outcome.kind === 'sent';
  // The application's card gives its form its words once sent (application-card.tsx).
  const words = (copy as ApplicationCopy).sent;
  const name = values.fullName.trim();
  const position = values.position ? choiceLabel(choiceLabels, values.position) : outcome.words.fallback.spontaneous;
  const cvText = fill(words.cvMessage, { reference, position, name }).trim();
  const mailto = `mailto:${contacts.email}?subject=${encodeURIComponent(fill(words.cvSubject, { reference }))}&body=${encodeURIComponent(cvText)}`;
  return (
    <OutcomeFrame
      status
      icon={sent ? 'check' : 'clock'}
      title={sent ? words.title : words.keptTitle}
      level={3}
      focusKey={outcome}
      data={{ 'data-application-outcome': outcome.kind }}
    >
      <p>
        {sent
          ? fill(words.text, { name: name ? ` ${name}` : '', position, phone: values.phone })
          : words.keptText}
      </p>
      <p>
        <Sentence text={words.reference} fill={{ reference: <strong data-reference className={form.reference}>{reference}</strong> }} />
      </p>
      {sent && process.env.NEXT_PUBLIC_REQUEST_GATEWAY_URL ? <SentStatusSlot reference={reference} kind={KIND} locale={outcome.words.locale} /> : null}
      <h4>{words.cvTitle}</h4>
      <p>{words.cvText}</p>
      <ul className={styles.cvLinks}>
        <li>
          <a className="btn btn-primary" href={whatsappChatUrl(contacts.whatsapp, cvText)} target="_blank" rel="noopener noreferrer" data-cv="whatsapp">
            <Icon name="whatsapp" size={22} />
            {words.cvWhatsapp}
          </a>
        </li>
        <li>
          <a className="btn btn-outline" href={mailto} data-cv="email">
            <Icon name="mail" size={22} />
            {words.cvEmail}
          </a>
        </li>
      </ul>
      <button type="button" className="btn btn-outline" onClick={onAgain}>
        {words.again}
      </button>
    </OutcomeFrame>
  );
}
