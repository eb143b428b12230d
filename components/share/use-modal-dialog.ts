import { useCallback, useEffect, useEffectEvent, useRef, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';

// A trigger asks a dialog to open with this event, and passes itself so focus can come back to it.
const OPEN_EVENT = 'modal-dialog:open';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Opens the dialog of that id (if it is on the page) on behalf of the element that asked. */
export function openModalDialog(dialogId: string, opener: HTMLElement): void {
  document.getElementById(dialogId)?.dispatchEvent(new CustomEvent(OPEN_EVENT, { detail: opener }));
}

interface ModalDialogSetup {
  /** What gets the focus when the dialog opens. */
  initialFocus: RefObject<HTMLElement | null>;
  /** Called as the dialog opens and as it closes, however it closes. */
  onToggle?: () => void;
}

/**
 * A native modal <dialog> (showModal makes the rest of the page inert and closes on Escape), with
 * what the platform leaves open: Tab cycles inside instead of escaping to the browser's toolbar, a
 * click on the backdrop closes, and focus always returns to the element that opened it. Keeping the
 * page behind still is CSS's work (.dialog of share.module.css), not this hook's.
 */
export function useModalDialog({ initialFocus, onToggle }: ModalDialogSetup) {
  const ref = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  const opened = useEffectEvent((opener: unknown) => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    openerRef.current = opener instanceof HTMLElement ? opener : null;
    onToggle?.();
    dialog.showModal();
    initialFocus.current?.focus();
  });
  const closed = useEffectEvent(() => {
    onToggle?.();
    openerRef.current?.focus();
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onOpen = (event: Event) => opened((event as CustomEvent<unknown>).detail);
    const onClose = () => closed();
    dialog.addEventListener(OPEN_EVENT, onOpen);
    dialog.addEventListener('close', onClose);
    return () => {
      dialog.removeEventListener(OPEN_EVENT, onOpen);
      dialog.removeEventListener('close', onClose);
    };
  }, []);

  const close = useCallback(() => ref.current?.close(), []);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (element) => element.getClientRects().length > 0,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  // The dialog's box fills the <dialog> element, so a click on the element itself is a click on the backdrop.
  function onClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) close();
  }

  return { close, dialogProps: { ref, onKeyDown, onClick } };
}
