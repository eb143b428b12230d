import { watchAddress } from './address';
import type { DecapCms } from './decap';
import { installDialogs } from './dialogs';
import { registerFrench } from './french';

/**
 * Decap's traps for staff, mended (docs/content-editing.md, « Decap's traps »): French throughout,
 * its alerts as messages of the page, an entry opened by its address always that entry. Call before
 * CMS.init(): the locale is read and the address listened to from the start.
 */
export function mendDecap(CMS: DecapCms) {
  registerFrench(CMS);
  installDialogs(CMS);
  watchAddress();
}
