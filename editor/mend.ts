import { watchAddress } from './address';
import type { DecapCms } from './decap';
import { installDialogs } from './dialogs';
import { registerFrench } from './french';
import { readSignInReturn } from './sign-in';

/**
 * Decap's traps for staff, mended (docs/content-editing.md, « Decap's traps »): French throughout,
 * its alerts as messages of the page, an entry opened by its address always that entry, a sign-in
 * cancelled said in French. Call before CMS.init(): the locale is read and the address listened to
 * from the start.
 */
export function mendDecap(CMS: DecapCms) {
  readSignInReturn();
  registerFrench(CMS);
  installDialogs(CMS);
  watchAddress();
}
