import { afterEach, describe, expect, it } from 'vitest';
import { formatProblem } from '@/content/load/problems';
import { copyContent, type ContentCopy } from './content-fixture';

/*
 * The build's reminder of a public holiday on a Sunday (content/load/feasts.ts), as staff read it among the
 * build's warnings (pipeline/check-content.ts prints them): the holiday, the Sunday, the Monday, and what to
 * enter if the government declares it off, in French; gone once that Monday is entered.
 */

let copy: ContentCopy | undefined;
afterEach(() => copy?.remove());

const reminders = (content: ContentCopy, today: string) =>
  (content.load(today).warnings ?? []).filter((problem) => problem.file === 'content/settings/centre.yml' && problem.field === 'fermetures').map(formatProblem);

describe('a public holiday on a Sunday, in the build’s warnings', () => {
  it('names it, its Sunday and the Monday, and says what to enter; then, the Monday entered, says nothing', () => {
    copy = copyContent();
    expect(reminders(copy, '2027-07-20')).toEqual([
      'content/settings/centre.yml → fermetures : Assomption tombe un dimanche, le 15\u00A0août\u00A02027. Si le gouvernement annonce que le lundi 16\u00A0août\u00A02027 est chômé, ajoutez ce lundi comme une fermeture (« Le centre » › « Fermetures » › « Ajouter fermeture », raison « Assomption (lundi chômé) ») : le site l\'annoncera et ne proposera aucun rendez-vous ni rappel ce jour-là. S\'il n\'est pas chômé, il n\'y a rien à faire.',
    ]);
    copy.editYaml('settings/centre.yml', (document) =>
      document.set('closures', [{ from: '2027-08-16', reason: { fr: 'Assomption (lundi chômé)', en: 'Assumption (Monday off)' } }]),
    );
    expect(reminders(copy, '2027-07-20')).toEqual([]);
  });
});
