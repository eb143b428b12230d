import { checkNow, forgetFiles, installCheck } from './check';
import { decap } from './decap';
import { installHistory } from './history';
import { hideNotice, showNotice } from './photos/notice';
import { watchPhotoUploads } from './photos/uploads';
import { mendDecap } from './mend';
import { keepEditorOnDevice } from './offline';
import { watchPublishes } from './online';
import { registerPreviews } from './preview/register';
import { registerWidgets } from './widgets/register';

/*
 * The editor at /admin/: Decap CMS with the centre's own widgets, previews and checks. pipeline/admin.ts
 * bundles this file into out/admin/editor.js, a module that public/admin/index.html loads after Decap's
 * script; /admin/manual-init.js has told Decap to wait, so everything here is registered before Decap
 * reads its config and draws the first field.
 */

/** Registers the centre's additions to Decap, then starts it. */
export function init() {
  keepEditorOnDevice();
  const { CMS } = decap();
  watchPhotoUploads();
  mendDecap(CMS);
  registerWidgets(CMS);
  installCheck(CMS);
  watchPublishes(CMS);
  registerPreviews(CMS);
  CMS.init();
  installHistory({
    check: checkNow,
    forget: forgetFiles,
    notice(message) {
      showNotice(message, 'refused');
      // About the entry in the form: gone with it.
      window.addEventListener('hashchange', hideNotice, { once: true });
    },
  });
}

init();
