// A step of the postbuild pipeline (pipeline/postbuild.ts): completes the editor at /admin/. `next build`
// has copied public/admin/ (the page, its stylesheet); this writes its config.yml, generated from the
// content schemas and CMS_SIGN_IN (pipeline/lib/decap-config/), and adds Decap CMS itself, copied
// from node_modules/decap-cms/dist, so the editor loads nothing from another site: its bundle, the chunks
// it loads on demand from the same folder (code highlighting, the WebP encoder) and their licences; and
// the centre's own additions (editor/: widgets, previews, checks), bundled by esbuild into editor.js; and
// content.json, the content files the editor's check reads (pipeline/content-snapshot.ts).
// It prints what opening /admin/ downloads.
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import nextEnv from '@next/env';
import { build, type Plugin } from 'esbuild';
import { contentDir } from '../content/load';
import { placeholderValues } from '../content/load/placeholders';
import { fieldWordsByKey } from '../content/schema/field-names';
import type { Centre } from '../content/load/types';
import { factsAsJson, type PreviewFacts, type PreviewSettings } from '../editor/preview/facts';
import { GATEWAY_VARIABLES } from '../lib/request/gateway/protocol';
import { ADMIN_PATH } from '../lib/routes';
import { siteUrlFromEnv } from '../lib/site-url';
import { writeContentSnapshot } from './content-snapshot';
import { decapConfig, decapConfigText } from './lib/decap-config';
import { KB } from './lib/page-weight';
import { CHECK_MODULE, CONFIG_FILE, CONTENT_SNAPSHOT, DECAP_SCRIPT, EDITOR_CHUNKS, EDITOR_SCRIPT, EDITOR_STYLE } from '../editor/file-names';
import type { SiteHelp } from '../editor/online/messages';

const require = createRequire(import.meta.url);

/** node_modules/decap-cms/dist */
export function decapDist(): string {
  return join(dirname(require.resolve('decap-cms/package.json')), 'dist');
}

/** The bundle, the chunks it loads from its own folder, and their licence notes (not the source maps, not the `cms.js` twin). */
export function decapFiles(dist = decapDist()): string[] {
  return readdirSync(dist)
    .filter((name) => /^(\d+\.)?decap-cms\.js$|^decap-cms\.js\.LICENSE\.txt$|\.wasm$/.test(name))
    .sort();
}

/** The files a first visit to /admin/ names, in the export: the page, Decap, our module and its styles, the config and the page's styles. */
const ADMIN_PAGE_FILES = ['index.html', 'manual-init.js', DECAP_SCRIPT, EDITOR_SCRIPT, EDITOR_STYLE, CONFIG_FILE, 'admin.css'];

const PROJECT = fileURLToPath(new URL('..', import.meta.url));

export function adminDir(outDir: string): string {
  return join(outDir, ADMIN_PATH.slice(1));
}

/**
 * What a first visit to /admin/ downloads: the page's files, and the chunks editor.js imports
 * statically (read from its import statements, esbuild's own output); chunks it imports on demand
 * come later, when a screen needs them.
 */
export function adminFirstLoad(outDir: string): string[] {
  const files = [...ADMIN_PAGE_FILES];
  for (let index = 0; index < files.length; index += 1) {
    const name = files[index]!;
    if (!name.endsWith('.js') || name === DECAP_SCRIPT) continue;
    const code = readFileSync(join(adminDir(outDir), name), 'utf8');
    // esbuild writes a chunk's address from the site's root (publicPath, below) or relative to the file.
    for (const [, path] of code.matchAll(/(?:^|[;}\n])\s*import\s*(?:[\w$*{},\s]+from\s*)?["'](\.\.?\/[^"']+|\/[^"']+)["']/g)) {
      const target = path!.startsWith(ADMIN_PATH) ? path!.slice(ADMIN_PATH.length) : posix.normalize(posix.join(posix.dirname(name), path!));
      if (!files.includes(target)) files.push(target);
    }
  }
  return files;
}

/** The facts texts quote ({tel.urgences}…) as the published content has them, for the preview pane (editor/preview/facts.ts). */
export function previewFacts(centre: Centre, siteUrl = siteUrlFromEnv()): PreviewFacts {
  return factsAsJson(placeholderValues(centre, centre.founder.name, siteUrl));
}

/** The published content's facts, loaded when the editor is built (not when this module is imported). */
async function publishedFacts(): Promise<PreviewFacts> {
  const { siteContent } = await import('../content/load/site-content');
  return previewFacts(siteContent.centre);
}

/** What a service's page and an article's show around the entry, as the route's loaders give it, for the preview pane (editor/preview/facts.ts). */
export async function previewSettings(): Promise<PreviewSettings> {
  const { articleSetting, serviceSetting } = await import('../site/page-data');
  const { replyWorkingDays } = await import('../content/jobs');
  return {
    service: { fr: serviceSetting('fr'), en: serviceSetting('en') },
    article: { fr: articleSetting('fr'), en: articleSetting('en') },
    position: { replyDays: replyWorkingDays },
  };
}

/** The page components import next/link, which needs Next's router: in the editor's bundle, a plain link (editor/preview/plain-link.tsx). */
const plainLinks: Plugin = {
  name: 'plain-links',
  setup(build) {
    build.onResolve({ filter: /^next\/link$/ }, () => ({ path: join(PROJECT, 'editor', 'preview', 'plain-link.tsx') }));
  },
};

/** Whom the editor names when a publish is not online after ten minutes: content/settings/centre.yml's « Responsable du site ». */
async function siteHelp(): Promise<SiteHelp> {
  // Loaded here, not at the top: what the tests import from this file needs no content.
  const { siteContent } = await import('../content/load/site-content');
  return siteContent.centre.webmaster ?? {};
}

/**
 * editor/ bundled for the browser: one ES module, editor.js, with its shared and on-demand chunks in
 * editor-chunks/, and editor.css, every CSS module it imports (esbuild gathers them per entry point,
 * those of on-demand chunks included; the page links it). The preview pane is a second entry,
 * preview.js and preview.css (the site's base styles and modules), which editor.js imports by address,
 * with the published facts texts quote (PREVIEW_FACTS) and the editor's words for each field (PREVIEW_FIELD_WORDS). The build's check is a module apart,
 * editor-check.js. It has its own React (Decap's is not reachable: editor/decap.ts) and reads the
 * content rules from content/ as the build does. An SVG it imports (the site's icons) is copied beside
 * the chunks, and the import is its address.
 */
export async function bundleEditor(outDir: string) {
  const help = await siteHelp();
  const options = {
    // A file's address (the icons' SVG) from the site's root: a chunk's own folder is not the page's.
    publicPath: ADMIN_PATH,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    jsx: 'automatic',
    loader: { '.module.css': 'local-css', '.svg': 'file' },
    define: {
      'process.env.NODE_ENV': '"production"',
      // The forms the preview draws offer what the site's do: the build's gateway, and whether it sends messages.
      ...Object.fromEntries(Object.values(GATEWAY_VARIABLES).map((name) => [`process.env.${name}`, JSON.stringify(process.env[name] ?? '')])),
      'process.env.EDITOR_SITE_HELP': JSON.stringify(JSON.stringify(help)),
      PREVIEW_FACTS: JSON.stringify(JSON.stringify(await publishedFacts())),
      PREVIEW_SETTINGS: JSON.stringify(JSON.stringify(await previewSettings())),
      PREVIEW_FIELD_WORDS: JSON.stringify(JSON.stringify(fieldWordsByKey())),
    },
    plugins: [plainLinks] as Plugin[],
    tsconfig: join(PROJECT, 'tsconfig.json'),
    logLevel: 'warning',
  } as const;
  // The check apart, with no chunk shared with editor.js: zod's schemas, YAML and Markdown stay out of the first load.
  const check = await build({ ...options, entryPoints: [join(PROJECT, 'editor', 'check', 'run.ts')], outfile: join(adminDir(outDir), CHECK_MODULE), metafile: true });
  const result = await build({
    // The preview pane is an entry of its own: editor.js imports it by address when a preview is first
    // drawn, and its stylesheet (the site's styles) is linked in the preview's frame only.
    entryPoints: { editor: join(PROJECT, 'editor', 'index.ts'), preview: join(PROJECT, 'editor', 'preview', 'index.ts') },
    outdir: adminDir(outDir),
    chunkNames: `${EDITOR_CHUNKS}/[name]-[hash]`,
    assetNames: `${EDITOR_CHUNKS}/[name]-[hash]`,
    ...options,
    splitting: true,
    metafile: true,
  });
  return [...Object.keys(check.metafile.outputs), ...Object.keys(result.metafile.outputs)];
}

export function copyDecap(outDir: string): string[] {
  const target = adminDir(outDir);
  if (!existsSync(join(target, 'index.html'))) throw new Error(`admin: ${target}index.html is missing: is public/admin/ still there?`);
  const dist = decapDist();
  const files = decapFiles(dist);
  for (const name of files) copyFileSync(join(dist, name), join(target, name));
  return files;
}

/** Pipeline step: Decap CMS and our module in out/admin/, and what a first visit to the editor downloads. */
export async function addEditor(outDir: string) {
  const files = copyDecap(outDir);
  // The sign-in variables (CMS_SIGN_IN…) from the host's environment, or a developer's .env as the prebuild reads it.
  nextEnv.loadEnvConfig(PROJECT, false, { info: () => {}, error: console.error });
  const config = decapConfig();
  writeFileSync(join(adminDir(outDir), CONFIG_FILE), decapConfigText(config));
  await bundleEditor(outDir);
  // What the editor's check knows of the other entries: fetched when an entry is first checked, not on the first visit.
  const snapshot = writeContentSnapshot(adminDir(outDir), contentDir(), join(PROJECT, 'public'), siteUrlFromEnv(), config);
  const check = gzipSync(readFileSync(join(adminDir(outDir), CHECK_MODULE)), { level: 9 }).length / KB;
  const bytes = adminFirstLoad(outDir).map((name) => readFileSync(join(adminDir(outDir), name)));
  const raw = bytes.reduce((sum, data) => sum + data.length, 0) / KB;
  const gzip = bytes.reduce((sum, data) => sum + gzipSync(data, { level: 9 }).length, 0) / KB;
  console.log(
    `admin: Decap CMS (${files.length} files) copied to ${ADMIN_PATH}; backend ${config.backend.name}; ` +
      `a first visit downloads ${raw.toFixed(0)} KB, ${gzip.toFixed(0)} KB gzip; when an entry is first checked, ${CHECK_MODULE} ${check.toFixed(0)} KB gzip and ${CONTENT_SNAPSHOT} ${(snapshot / KB).toFixed(0)} KB`,
  );
}
