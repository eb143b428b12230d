import type { AppointmentContacts } from '@/lib/request';
import { Sentence } from '@/components/ui/sentence';
import styles from './not-ready.module.css';

/*
 * A send button before the scripts have come (seconds on a slow link). It cannot send yet, and a native
 * submit would put the request in the address; `disabled`, it ignored the tap and said nothing. So until
 * then it is a submit button that submits nothing (`formmethod="dialog"` outside a <dialog> ends the
 * submission there), `aria-disabled` and drawn as such, described by a note that shows while it has the
 * focus (a tap gives it on Android's browsers; a keyboard; a screen reader reads the description). Once
 * React runs, the render after hydration makes it a plain submit button and drops the note.
 */

/** The button's attributes: a plain submit button once `ready`, before that one that sends nothing and says why (`noteId`). */
export function untilReady(ready: boolean, noteId: string) {
  return ready
    ? ({ type: 'submit' } as const)
    : ({ type: 'submit', formMethod: 'dialog', 'aria-disabled': true, 'aria-describedby': noteId } as const);
}

interface NotReadyNoteProps {
  id: string;
  ready: boolean;
  /** « … dans quelques secondes, ou appelez-nous au {phone}. » */
  text: string;
  phone: AppointmentContacts['phone'];
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
