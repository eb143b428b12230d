import { afterEach, describe, expect, it } from 'vitest';
import { formatProblem, type ContentProblem } from '@/content/load/problems';
import { ARTICLE } from './content-cases';
import { copyContent, type ContentCopy } from './content-fixture';

/*
 * An article staff date in the future: the build accepts it, keeps it off the site until its day, and
 * says so in French (the same words the editor's check shows on the entry); a date far ahead is
 * probably a typo; a date in the past is an ordinary article.
 */

let copy: ContentCopy | undefined;
afterEach(() => copy?.remove());

const TODAY = '2026-11-25';

function withDate(date: string) {
  copy = copyContent();
  // Published, whatever the content says of it (staff may have unpublished it: tests/editor/staff-edits.test.ts).
  copy.editFrontMatter(ARTICLE, (document) => {
    document.set('date', date);
    document.set('draft', false);
  });
  const id = Number(/^id: *(\d+)/m.exec(copy.read(ARTICLE))?.[1]);
  const result = copy.load(TODAY);
  const mine = (list: ContentProblem[]) => list.filter((problem) => problem.file === `content/${ARTICLE}`).map(formatProblem);
  return { id, result, errors: mine(result.errors), warnings: mine(result.warnings) };
}

describe('an article dated in the future', () => {
  it('is accepted, left off the site, and announced « Programmé pour le … »', () => {
    const { id, result, errors, warnings } = withDate('2026-12-03');
    expect(errors).toEqual([]);
    expect(result.content?.articles.fr.map((article) => article.id)).not.toContain(id);
    expect(result.content?.articles.en.map((article) => article.id)).not.toContain(id);
    expect(warnings).toEqual([
      `content/${ARTICLE} : Programmé pour le 3\u00A0décembre\u00A02026 : l'article n°${id} sera mis en ligne ce jour-là (heure de Yaoundé), quand le site se reconstruit chaque matin. D'ici là, il n'est nulle part sur le site.`,
    ]);
  });

  it('is published on its day', () => {
    const { id, result, warnings } = withDate(TODAY);
    expect(result.content?.articles.fr.map((article) => article.id)).toContain(id);
    expect(warnings).toEqual([]);
  });

  it('in 20 years is probably a typo: the build warns about the year', () => {
    const { warnings } = withDate('2046-11-25');
    expect(warnings[0]).toMatch(/→ date : le 25\u00A0novembre\u00A02046 est dans plus d'un an : vérifiez l'année, c'est peut-être une faute de frappe\./);
    expect(warnings[1]).toMatch(/Programmé pour le 25\u00A0novembre\u00A02046/);
  });

  it('in the past is simply published, without a word', () => {
    const { id, result, errors, warnings } = withDate('2019-03-04');
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    expect(result.content?.articles.fr.map((article) => article.id)).toContain(id);
  });
});
