import { fromReact, type DecapCms } from '../decap';
import { IconControl } from './icon-control';
import { numberControl, numberValidity } from './number-control';
import { quietDuplicates } from './quiet-duplicates';
import { RatingControl } from './rating-control';
import { amount, count, decimal, itemNumber, type NumberKind } from './typed-number';

/*
 * The centre's widgets, by the names the schemas give them (content/schema/, `widget:`; tests/editor/decap-config.test.ts holds
 * each to the schema of the fields that use it):
 *   amount       FCFA as people write them (« 3.500 » is 3500), shown back as the site prints them
 *   item-number  the number in an item's address, a whole number from 1
 *   decimal      a latitude or a longitude, with a comma or a dot
 *   count        a whole number of days, digits only
 *   rating       1 to 5 stars
 *   icon         an icon of the site, chosen by its picture
 * and Decap's relation and select, which no longer make an entry only opened « unsaved » (quiet-duplicates.ts).
 */

export const NUMBER_WIDGETS: Record<string, NumberKind> = { amount, 'item-number': itemNumber, decimal, count };

export function registerWidgets(CMS: DecapCms) {
  for (const [name, kind] of Object.entries(NUMBER_WIDGETS)) {
    CMS.registerWidget(name, fromReact(numberControl(kind), { isValid: numberValidity(kind) }));
  }
  CMS.registerWidget('rating', fromReact(RatingControl));
  CMS.registerWidget('icon', fromReact(IconControl));
  quietDuplicates(CMS);
}
