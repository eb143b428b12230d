import type { Ref } from 'react';
import clsx from 'clsx';
import { Icon } from '@/components/ui/icon';
import { Slots } from '@/components/ui/slots';
import type { AppointmentCopy } from '@/lib/appointment/copy';
import type { FallbackWording } from '@/lib/appointment/fallback';
import { alertText, describeSendError } from '@/lib/appointment/send-error';
import type { AppointmentContacts } from '@/lib/appointment/types';
import { formatDate } from '@/lib/format';
import type { OutboxEntry } from '@/lib/outbox/entry';
import { PENDING_REQUEST_ID } from '@/lib/routes';
import { FallbackLinks } from './fallback-links';
import type { useOutboxRequest } from './use-outbox-request';
import form from './appointment-form.module.css';
import styles from './outbox-panel.module.css';

interface OutboxPanelProps {
  entry: OutboxEntry;
  outbox: ReturnType<typeof useOutboxRequest>;
  copy: AppointmentCopy;
  contacts: AppointmentContacts;
  wording: FallbackWording;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * Takes the form's place while a request waits on the device for a connection, or after EmailJS
 * refused it: what it says, how to send it another way at once, and how to cancel it.
 */
export function OutboxPanel({ entry, outbox, copy, contacts, wording, headingRef }: OutboxPanelProps) {
  const t = copy.outbox;
  const cancel = (restore: boolean) => void outbox.cancel(entry, restore);
  const refused = entry.status === 'failed';
  const params = entry.request.template_params;
  return (
    <div id={PENDING_REQUEST_ID} data-outbox-panel={refused ? 'refused' : 'waiting'} className={clsx(form.outcome, styles.panel)}>
      <span className={clsx(form.outcomeIcon, styles.icon)} aria-hidden="true">
        <Icon name={refused ? 'emergency' : 'clock'} size={30} />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className={form.outcomeTitle}>
        {refused ? t.refusedTitle : t.waitingTitle}
      </h2>
      {refused && entry.refusal ? (
        <p className={styles.refusal}>{alertText(describeSendError({ status: entry.refusal.status }), copy.failures)}</p>
      ) : null}
      <p>{refused ? t.refusedText : outbox.backgroundSync ? t.waitingText : t.waitingTextNextVisit}</p>
      <p className={form.outcomeNote}>
        <strong>{t.summary}</strong>{' '}
        <Slots
          template={copy.confirmation.summary}
          slots={{
            service: copy.serviceLabels[params.service] ?? params.service,
            date: <time dateTime={params.date}>{formatDate(params.date, copy.locale)}</time>,
            time: params.time,
          }}
        />
      </p>
      <p>{t.hurry}</p>
      <FallbackLinks values={entry.values} whatsapp={contacts.whatsapp} email={contacts.email} phone={contacts.phone} wording={wording} sms={t.sms} />
      <p role="status" className={styles.still}>
        {outbox.stillWaiting ? t.stillWaiting : null}
      </p>
      <div className={styles.actions} data-keep-clear>
        {refused ? null : (
          <button type="button" className="btn btn-primary" onClick={() => void outbox.retry()}>
            <Icon name="arrow-right" size={20} />
            {t.retry}
          </button>
        )}
        <button type="button" className="btn btn-outline" onClick={() => cancel(true)}>
          {refused ? t.takeBack : t.cancel}
        </button>
        {refused ? (
          <button type="button" className="btn btn-outline" onClick={() => cancel(false)}>
            {t.delete}
          </button>
        ) : null}
        <button type="button" className="btn btn-outline" onClick={outbox.compose}>
          {t.another}
        </button>
      </div>
    </div>
  );
}
