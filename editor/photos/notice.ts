import { closeButton, element } from '../notice-box';

/*
 * One line at the bottom of the screen, above Decap's media library, that says what happens to the
 * photo being prepared, or why a file was refused (until staff close it or choose another file).
 * public/admin/admin.css draws it (.editor-photo-notice).
 */

let notice: { root: HTMLElement; text: HTMLElement; close: HTMLButtonElement } | undefined;

function create() {
  const root = element('div', 'editor-photo-notice');
  const text = element('p');
  const close = closeButton(undefined, hideNotice);
  root.append(text, close);
  document.body.append(root);
  return { root, text, close };
}

/** Shows `message`: `busy` while a photo is prepared (no button), `refused` until closed. */
export function showNotice(message: string, tone: 'busy' | 'refused') {
  notice ??= create();
  notice.root.dataset.tone = tone;
  // An alert is read out at once; a status when the reader is free.
  notice.root.setAttribute('role', tone === 'refused' ? 'alert' : 'status');
  notice.text.textContent = message;
  notice.close.hidden = tone === 'busy';
  notice.root.hidden = false;
}

export function hideNotice() {
  if (notice) notice.root.hidden = true;
}
