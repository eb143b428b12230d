import type { CentreContacts, OutcomeWords, RequestCopy, RequestKind } from '@/lib/request';
import { Sentence } from '@/components/ui/sentence';
import { doualaToday } from '@/lib/douala-date';
import { formatDay } from '@/lib/format';
import { fill } from '@/lib/i18n';
import { Confirmation } from './confirmation';
import { outcomeWordsOf } from './kind-screens';
import { FallbackLinks } from './fallback-links';
import { OutcomeFrame } from './outcome-frame';
import { wordingOf } from './request-failure';
import { waitWords } from './wait-words';
import type { SentOutcome } from './send-outcome';
import form from './appointment-form.module.css';

// One chunk for a form's lazy outcome: its failure comes with it.
export { RequestFailure } from './request-failure';

/*
 * What a form says after « Envoyer », for every kind (« Rappelez-moi », and any form that has nothing of its
 * own to add): sent, the confirmation (its kind's, kind-screens.tsx); kept on the device, why and until when,
 * its reference, the way to its panel and the same request by WhatsApp, SMS or e-mail (refused:
 * request-failure.tsx). Each kind gives its words (OutcomeWords, lib/request/words.ts; in copy/request/) and, for the fallbacks,
 * its kind. A chunk of its own (with the appointment form's styles it shares), which forms load at their
 * first touch.
 */

interface OutcomeProps {
  kind: RequestKind;
  outcome: SentOutcome;
  /** The kind's words in the words after « Envoyer » (its own, or a call-back's, by default: kind-screens.tsx). */
  outcomeWords?: (words: RequestCopy) => OutcomeWords;
  contacts: CentreContacts;
  /** Where a request kept on the device is shown whole: the form page's panel. */
  requestHref: string;
  onAgain: () => void;
}

/** Sent: the confirmation. Kept on the device: it says so, with its reference, the panel and the same request by SMS, WhatsApp or e-mail. */
export function RequestOutcome({ kind, outcome, outcomeWords = outcomeWordsOf(kind), contacts, requestHref, onAgain }: OutcomeProps) {
  const { words, values, reference, kept } = outcome;
  const said = outcomeWords(words);
  if (outcome.kind === 'sent') {
    return (
      <Confirmation
        values={values}
        reference={reference}
        kind={kind}
        words={words}
        choiceLabels={{}}
        emergencyPhone={contacts.emergencyPhone}
        hours={contacts}
        onNewRequest={onAgain}
        again={said.again}
      />
    );
  }
  // Drawn once its chunk is here: then it takes the focus, and is read.
  return (
    <OutcomeFrame icon="clock" iconSize={30} iconClassName={form.keptIcon} title={said.keptTitle} focusKey={outcome} data={{ [`data-${kind}-kept`]: true }}>
      <p>
        {said[kept ? waitWords(kept.cause).kept : 'keptText']}{' '}
        {kept?.inBackground ? words.outbox.leavesAlone : words.outbox.leavesOnVisit}
      </p>
      {kept ? <p>{fill(words.outbox.until, { date: formatDay(doualaToday(new Date(kept.expiresAt)), words.locale, doualaToday()) })}</p> : null}
      <p>
        <Sentence text={words.outbox.reference} fill={{ reference: <strong data-reference className={form.reference}>{reference}</strong> }} />{' '}
        <a href={requestHref}>{said.see}</a>
      </p>
      <p>{words.outbox[waitWords(kept?.cause).urge]}</p>
      <FallbackLinks values={values} whatsapp={contacts.whatsapp} email={contacts.email} phone={contacts.phone} wording={wordingOf(kind, outcome)} sms={words.outbox.sms} />
    </OutcomeFrame>
  );
}
