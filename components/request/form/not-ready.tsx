import type { ReactNode } from 'react';
import type { CentreContacts } from '@/lib/request';
import { Sentence } from '@/components/ui/sentence';
import styles from './not-ready.module.css';

/*
 * A send button before the scripts have come (seconds on a slow link). It cannot send yet, and a native
 * submit would put the request in the address; `disabled`, it ignored the tap and said nothing. So until
 * then it is a submit button that submits nothing (`formmethod="dialog"` outside a <dialog> ends the
 * submission there: Enter in a field does nothing either), `aria-disabled` and drawn as such, described
 * by a note. A tap lands on a link laid over it, to the note: the note shows as the page's target, on
 * every phone (a tap on an iPhone gives a button no focus, so a note shown on :focus stayed hidden there).
 * The keyboard and screen readers get the button itself: the note shows while it has the focus, and is its
 * description. Once React runs, the render after hydration makes it a plain submit button, and drops the
 * link and the note.
 */

interface SendButtonProps {
  /** The scripts run: a plain submit button. */
  ready: boolean;
  /** The note's id (NotReadyNote). */
  noteId: string;
  className: string;
  disabled: boolean;
  /** The phone's contact bar steps aside while the button is on screen (contact-bar-client.tsx). */
  keepClear?: boolean;
  children: ReactNode;
}

/** A submit button once `ready`; before that, one that sends nothing and whose tap shows why (`noteId`). */
export function SendButton({ ready, noteId, className, disabled, keepClear = false, children }: SendButtonProps) {
  const keep = keepClear ? { 'data-keep-clear': true } : {};
  if (ready) {
    return (
      <span className={styles.holder}>
        <button type="submit" className={className} disabled={disabled} {...keep}>
          {children}
        </button>
      </span>
    );
  }
  return (
    <span className={styles.holder}>
      <button type="submit" formMethod="dialog" aria-disabled aria-describedby={noteId} className={className} disabled={disabled} {...keep}>
        {children}
      </button>
      <a href={`#${noteId}`} className={styles.tap} tabIndex={-1} aria-hidden="true" />
    </span>
  );
}

interface NotReadyNoteProps {
  id: string;
  ready: boolean;
  /** « … dans quelques secondes, ou appelez-nous au {phone}. » */
  text: string;
  phone: CentreContacts['phone'];
}

/** What the button says before the scripts, right after it; nothing once they run. */
export function NotReadyNote({ id, ready, text, phone }: NotReadyNoteProps) {
  if (ready) return null;
  return (
    <p id={id} className={styles.note}>
      <Sentence
        text={text}
        fill={{
          phone: (
            <a href={`tel:${phone.e164}`} className={styles.phone}>
              {phone.display}
            </a>
          ),
        }}
      />
    </p>
  );
}
