import { PREPARING, refusalMessage } from './messages';
import { hideNotice, showNotice } from './notice';
import { preparePhoto } from './prepare';

/*
 * The file staff choose in Decap's media library (« Téléverser une nouvelle ressource ») is taken
 * before Decap sees it: a listener on the window, in the capture phase, runs before React's own on
 * Decap's root. The photo is prepared (editor/photos/prepare.ts), then handed to Decap in the same
 * input with a change event of ours, which Decap handles as if staff had chosen that file: it joins
 * the entry's draft. A refused file never reaches Decap: nothing is written anywhere.
 * Decap's own media_processing is off (the editor's config, pipeline/lib/decap-config/): it would encode the photo a second time.
 */

/** The change events this module sends itself, with the prepared photo: Decap's turn. */
const handedOver = new WeakSet<Event>();

async function takeOver(input: HTMLInputElement, file: File) {
  showNotice(PREPARING, 'busy');
  const prepared = await preparePhoto(file).catch(() => ({ refused: 'unreadable' as const }));
  if ('refused' in prepared) {
    input.value = '';
    showNotice(refusalMessage(prepared.refused, file.name), 'refused');
    return;
  }
  hideNotice();
  console.info(`photo: ${prepared.report}`);
  // Closed while the photo was prepared: staff changed their mind.
  if (!input.isConnected) return;
  const files = new DataTransfer();
  files.items.add(prepared.file);
  input.files = files.files;
  const change = new Event('change', { bubbles: true });
  handedOver.add(change);
  input.dispatchEvent(change);
}

/** Prepares every file chosen in the editor before Decap uploads it. */
export function watchPhotoUploads() {
  window.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (handedOver.has(event) || !(input instanceof HTMLInputElement) || input.type !== 'file') return;
      const file = input.files?.[0];
      if (!file) return;
      event.stopImmediatePropagation();
      void takeOver(input, file);
    },
    { capture: true },
  );
}
