import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import type { JobFile } from '@/content/schema/files';
import { jobSchemas } from '@/content/schema/job';
import { schemaKit } from '@/content/schema/kit';
import { sharedFields } from '@/content/schema/shared';
import { ContentFiles } from '@/content/load/files';
import { loadJobs } from '@/content/load/jobs';
import { editorSchemas } from '@/content/schema/files';
import { formatProblem } from '@/content/load/problems';
import type { ContentSource } from '@/content/load/source';
import { Prose } from '@/lib/prose';

/*
 * A position's file (content/jobs/<slug>.yml) as staff write it in the editor, and what the build says of
 * it: the rules of content/schema/job.ts, through the loader's own parse (field names and French words as
 * the build prints them). The position below is a fixture, not the shipped content. Schemas are built in
 * each test, not as the file loads (a value built once would be built before a mutant is switched on).
 */

const FILE = 'content/jobs/aide-soignant.yml';
const NOWHERE: ContentSource = { read: () => undefined, list: () => undefined, image: () => undefined };

const both = (fr: string, en: string) => ({ fr, en });
const position = (changes: Record<string, unknown> = {}): Record<string, unknown> => ({
  title: both('Aide-soignant(e) à domicile', 'Home care assistant'),
  contract: 'cdi',
  hours: both('40 heures par semaine', '40 hours a week'),
  quartiers: ['Bastos', 'Essos'],
  summary: both('Vous aidez des personnes âgées chez elles.', 'You help older people at home.'),
  requirements: [both('Diplôme d’aide-soignant(e)', 'A care assistant diploma')],
  offer: [both('Transport pris en charge', 'Travel paid for')],
  datePosted: '2026-11-02',
  validThrough: '2027-01-31',
  ...changes,
});

/** The position's schema, with a context that passes texts through (as content/schema/files.ts's editorSchemas). */
function jobSchema() {
  const kit = schemaKit({ text: (value) => value, markdown: () => new Prose({ type: 'root', children: [] }), image: () => ({ width: 1, height: 1 }) });
  return jobSchemas(kit, sharedFields(kit)).job;
}

/** The position as the build reads it, and each error as it prints it. */
function read(data: Record<string, unknown>): { job: JobFile | undefined; errors: string[] } {
  const files = new ContentFiles(NOWHERE);
  const job = files.parse(jobSchema(), data, FILE);
  return { job, errors: files.problems.errors.map(formatProblem) };
}

describe('a position’s dates', () => {
  it('refuses a position that would close before it is posted, naming both days in French and what to do', () => {
    const { job, errors } = read(position({ datePosted: '2026-12-10', validThrough: '2026-12-01' }));
    expect(job).toBeUndefined();
    expect(errors).toEqual([
      // A day never wraps: non-breaking spaces inside it.
      `${FILE} → ouverte jusqu'au : l'offre fermerait le 1er\u00A0décembre\u00A02026, avant d'être publiée le 10\u00A0décembre\u00A02026 : corrigez l'une des deux dates.`,
    ]);
  });

  it('accepts a position open for one day only, posted and closing the same day', () => {
    const { job, errors } = read(position({ datePosted: '2026-12-10', validThrough: '2026-12-10' }));
    expect(errors).toEqual([]);
    expect(job).toMatchObject({ datePosted: '2026-12-10', validThrough: '2026-12-10' });
  });
});

describe('where the work is', () => {
  it('refuses a position with no quartier: families would not know whether it is near them', () => {
    const { job, errors } = read(position({ quartiers: [] }));
    expect(job).toBeUndefined();
    expect(errors).toEqual([`${FILE} → quartiers : nommez au moins un quartier où se trouve le travail.`]);
  });

  it('refuses a requirement list left empty, saying which list', () => {
    const { errors } = read(position({ requirements: [] }));
    expect(errors).toEqual([`${FILE} → ce que nous demandons : écrivez au moins un point dans « Ce que nous demandons ».`]);
  });
});

describe('the pay, as staff type it', () => {
  const month = (pay: Record<string, unknown>) => position({ pay: { ...pay, per: 'month' } });

  it.each([
    ['left empty', ''],
    ['a blank', '   '],
    ['« à préciser »', 'à préciser'],
    ['« A préciser. » with a capital and a dot', 'A préciser.'],
    ['« a preciser » without accents, spaces around', '  a preciser  '],
    ['« à  préciser » with two spaces', 'à  préciser'],
    ['null, as the editor writes a field it cleared', null],
  ])('takes a pay %s as not published: no figure, no baseSalary for Google', (_, pay) => {
    const { job, errors } = read(position({ pay }));
    expect(errors).toEqual([]);
    expect(job).toBeDefined();
    expect(job?.pay).toBeUndefined();
  });

  it.each([
    ['its amount « à préciser »', { min: 'à préciser' }],
    ['its amount and maximum left blank', { min: ' ', max: '' }],
    ['its amount and maximum cleared', { min: null, max: null }],
  ])('takes a pay with %s, even with its period chosen, as not published', (_, amounts) => {
    const { job, errors } = read(month(amounts));
    expect(errors).toEqual([]);
    expect(job?.pay).toBeUndefined();
  });

  it('publishes an amount typed as people write it, and a range', () => {
    expect(read(month({ min: '90.000' })).job?.pay).toEqual({ min: 90000, per: 'month' });
    expect(read(month({ min: 90000, max: '120 000' })).job?.pay).toEqual({ min: 90000, max: 120000, per: 'month' });
  });

  it('refuses a maximum « à préciser » beside a given amount, rather than silently taking the whole pay down', () => {
    const { job, errors } = read(month({ min: '90 000', max: 'à préciser' }));
    expect(job).toBeUndefined();
    expect(errors).toEqual([expect.stringMatching(/→ salaire › montant maximum : « à préciser » n'est pas un nombre de FCFA\./)]);
  });

  it.each([
    ['in words', 'bien payé'],
    ['as a figure followed by « à préciser »', '90 000, à préciser'],
    ['as « à préciser » followed by more words', 'à préciser avec le centre'],
    ['as a bare number', 90000],
    ['as a list', [90000]],
  ])('refuses a pay typed %s, rather than publishing the position as if it had none', (_, pay) => {
    const { job, errors } = read(position({ pay }));
    expect(job).toBeUndefined();
    expect(errors).toEqual([`${FILE} → salaire : un groupe de champs est attendu ici (voyez un autre fichier du même dossier pour l’exemple).`]);
  });
});

describe('a position posted without pay', () => {
  /** The warnings the build prints of one open position's file. */
  function warnings(pay: unknown): string[] {
    const text = stringify(position({ pay, datePosted: '2026-11-02', validThrough: '2027-01-31' }));
    const source: ContentSource = { read: (file) => (file === 'jobs/aide-soignant.yml' ? text : undefined), list: (folder) => (folder === 'jobs' ? ['aide-soignant.yml'] : undefined), image: () => undefined };
    const files = new ContentFiles(source);
    const { open } = loadJobs(files, editorSchemas(), '2026-11-20', 30);
    expect(open).toHaveLength(1);
    return files.problems.warnings.map(formatProblem);
  }

  it('is published, with a warning under « salaire » saying what it costs and what to write', () => {
    expect(warnings('à préciser')).toEqual([
      `${FILE} → salaire : vide : une offre sans salaire reçoit moins de candidatures, et Google la montre sans salaire. Écrivez un montant ou une fourchette si le centre peut le publier.`,
    ]);
  });

  it('and none when its pay is given', () => {
    expect(warnings({ min: '90 000', per: 'month' })).toEqual([]);
  });
});
