import type { AppointmentContacts } from '@/lib/request';
import { Slots } from '@/components/ui/slots';
import styles from './not-ready.module.css';

/*
 * A send button before the scripts have come (seconds on a slow link): it cannot send yet, and a native
 * submit would put the request in the address. Instead of ignoring the tap (`disabled`), it says why: it is
 * `aria-disabled`, drawn as disabled, and opens a note by the platform's own `popover`, without any
 * script. Once React runs, the page's render with `ready` true makes it a plain submit button and drops
 * the note (an open one closes: the button now works). A browser without `popover` keeps it inert, as before.
 */

/** The button's attributes: a submit button once `ready`, before that one that opens the note `noteId`. */
export function untilReady(ready: boolean, noteId: string) {
  return ready ? ({ type: 'submit' } as const) : ({ type: 'button', 'aria-disabled': true, popoverTarget: noteId } as const);
}

interface NotReadyNoteProps {
  id: string;
  ready: boolean;
  /** « … dans quelques secondes, ou appelez-nous au {phone}. » */
  text: string;
  phone: AppointmentContacts['phone'];
}

/** What the button says when tapped before the scripts; nothing once they run. */
export function NotReadyNote({ id, ready, text, phone }: NotReadyNoteProps) {
  if (ready) return null;
  return (
    <p id={id} popover="auto" className={styles.note}>
      <Slots
        template={text}
        slots={{
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
