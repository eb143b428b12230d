import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '../fixtures';
import { PROJECT } from './editor-session';
import { TEST_PORTS } from '../../harness/test-ports';
import { addDays } from '../../lib/douala-date';

/*
 * The site rebuilt from the editor fixture's main branch (e2e/editor/admin-editor.spec.ts), into its own folder
 * while out/ is being served, and served beside it.
 */

/** The site rebuilt from the fixture's main branch, served beside the e2e export. */
export const REBUILT_PORT = TEST_PORTS.rebuilt;
export const REBUILT_DIR = 'out-editor';

/**
 * Runs a step of the build on the fixture's content, into REBUILT_DIR; fails with its output, else returns it.
 * Next's TypeScript pass is skipped (TYPES_CHECKED, next.config.mjs): the fixture changes content, not code,
 * and the pass would cost this test about 20 s of CPU.
 */
export function buildStep(args: string[], contentDir: string, env: Record<string, string> = {}): string {
  const result = spawnSync(process.execPath, args, {
    cwd: PROJECT,
    env: { ...process.env, ...env, CONTENT_DIR: contentDir, EXPORT_DIR: REBUILT_DIR, TYPES_CHECKED: '1', NEXT_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  expect(result.status, `${args.join(' ')}\n${result.stdout}\n${result.stderr}`).toBe(0);
  return `${result.stdout}\n${result.stderr}`;
}

export async function serveRebuilt(): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'harness/serve.ts', REBUILT_DIR], {
    cwd: PROJECT,
    // Brotli at quality 5, as the e2e export's server (playwright.config.ts): no test counts the rebuilt site's bytes.
    env: { ...process.env, PORT: String(REBUILT_PORT), SERVE_BROTLI_QUALITY: '5' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('Serving') && resolve());
    server.once('exit', (code) => reject(new Error(`serve.ts stopped (${code})`)));
  });
  return server;
}

/*
 * Articles that publish themselves (lib/publication.ts), through a real export: the rebuild reads a fixed
 * clock, BUILD_DATE, set at 00:30 in Yaoundé on DUE_DAY, when it is still 23:30 the day before in UTC. Two
 * articles are added to the content it builds, alike but for their number, words and date: one dated that
 * day, which must be everywhere an article is (a build reading UTC's day would leave it out), and one dated
 * the day after, which must be nowhere: not its pages, the lists, the sitemap, the English site, nor the
 * « À lire aussi » of the first, which names it.
 */

interface FixtureArticle {
  id: number;
  slug: string;
  date: string;
  related: number[];
  fr: { title: string; excerpt: string; lead: string; alt: string; body: string };
  en: { title: string; excerpt: string; lead: string; alt: string; body: string };
}

/**
 * The rebuild's clock, after every article the fixture holds (`dates`), so each of those is published, and
 * the two articles around it, numbered from `firstId`.
 */
export function aroundTheClock(firstId: number, dates: string[]) {
  const day = addDays([...dates].sort().at(-1)!, 7);
  const scheduled: FixtureArticle = {
    id: firstId + 1,
    slug: 'marcher-chaque-matin',
    date: addDays(day, 1),
    related: [],
    fr: { title: 'Marcher chaque matin', excerpt: 'Dix minutes de marche chaque matin font du bien au cœur, aux jambes et au moral. Voici comment commencer sans risque, même après 70 ans.', lead: 'Marcher un peu chaque jour.', alt: 'Un chemin au matin', body: 'Marcher aide le cœur.' },
    en: { title: 'Walking every morning', excerpt: 'Ten minutes of walking every morning are good for the heart, the legs and the mood. Here is how to start safely, even after seventy.', lead: 'A short walk every day.', alt: 'A path in the morning', body: 'Walking helps the heart.' },
  };
  const due: FixtureArticle = {
    id: firstId,
    slug: 'boire-assez-quand-il-fait-chaud',
    date: day,
    related: [scheduled.id],
    fr: { title: 'Boire assez quand il fait chaud', excerpt: 'Un verre d’eau par heure quand il fait chaud : avec l’âge, la soif vient tard. Voici comment aider un proche à boire assez chaque jour.', lead: 'La soif vient tard avec l’âge.', alt: 'Un verre d’eau', body: 'Buvez avant d’avoir soif.' },
    en: { title: 'Drinking enough in the heat', excerpt: 'A glass of water an hour in the heat: with age, thirst comes late. Here is how to help someone you love drink enough every single day.', lead: 'Thirst comes late with age.', alt: 'A glass of water', body: 'Drink before you are thirsty.' },
  };
  return { clock: { day, buildDate: `${addDays(day, -1)}T23:30:00Z` }, due, scheduled };
}

/** The dates of content/articles/fr/*.md in `contentDir`. */
export function articleDates(contentDir: string): string[] {
  const folder = join(contentDir, 'articles', 'fr');
  return readdirSync(folder).map((name) => /^date: *['"]?(\d{4}-\d{2}-\d{2})/m.exec(readFileSync(join(folder, name), 'utf8'))![1]!);
}

const quoted = (text: string) => JSON.stringify(text);

/** Writes an article's French and English files into `contentDir`, as a developer would commit them. */
export function writeArticle(contentDir: string, article: FixtureArticle) {
  const { fr, en } = article;
  const french = [
    '---',
    `id: ${article.id}`,
    `title: ${quoted(fr.title)}`,
    `excerpt: ${quoted(fr.excerpt)}`,
    `lead: ${quoted(fr.lead)}`,
    'category: health',
    `date: ${article.date}`,
    `related: [${article.related.join(', ')}]`,
    'image:',
    '  src: /images/blog/article-2.svg',
    `  alt: ${quoted(fr.alt)}`,
    'icon: home-heart',
    '---',
    '',
    fr.body,
    '',
  ];
  const english = ['---', `title: ${quoted(en.title)}`, `excerpt: ${quoted(en.excerpt)}`, `lead: ${quoted(en.lead)}`, 'image:', `  alt: ${quoted(en.alt)}`, '---', '', en.body, ''];
  writeFileSync(join(contentDir, 'articles', 'fr', `${article.slug}.md`), french.join('\n'));
  writeFileSync(join(contentDir, 'articles', 'en', `${article.slug}.md`), english.join('\n'));
}

/** Every file of the export, by its path inside it, that holds one of `needles` (pages, their data, the sitemap, scripts). */
export function exportFilesHolding(needles: string[]): string[] {
  const root = join(PROJECT, REBUILT_DIR);
  const found: string[] = [];
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(html|txt|xml|json|js|webmanifest)$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const text = readFileSync(path, 'utf8');
    if (needles.some((needle) => text.includes(needle))) found.push(path.slice(root.length + 1));
  }
  return found;
}
