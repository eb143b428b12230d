// What `npm run build` does to Next's export once `next build` has written out/ (npm "postbuild"): one
// list of steps, run in order, each a function of the export folder named for what it does to it.
// Pages are read and edited through an HTML parser (pipeline/lib/html-source.ts), never re-serialised.
// The order matters: the first-paint steps need the final set of pages, the headers hash the inline
// scripts and styles those steps wrote, and the service worker fingerprints the final HTML.
//
// Usage: tsx pipeline/postbuild.ts [outDir] [step …]   (no step named: every step, in order)
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addEditor } from './admin';
import { checkPageBudgets } from './budgets';
import { writeAdminWorker } from './admin-worker';
import { writeEmailTemplates } from './emailjs-templates';
import { writeRequestRules } from './request-rules';
import { turnFolderPagesIntoFiles } from './finish-export';
import { inlineCriticalCss, inlineHeroArtwork, startScriptsAfterFirstPaint } from './first-paint';
import { checkNextOutput } from './lib/next-output-checks';
import { writeSecurityHeaders } from './headers';
import { drawPreviewImages } from './og-images';
import { writeServiceWorker } from './service-worker';
import { writeVersionFile } from './version-file';

type Step = (outDir: string) => void | Promise<void>;

export const steps = {
  // First, on the export as Next wrote it: what every step after it assumes (pipeline/lib/next-output-checks.ts).
  checkNextOutput,
  turnFolderPagesIntoFiles,
  addEditor,
  inlineCriticalCss,
  inlineHeroArtwork,
  startScriptsAfterFirstPaint,
  // The pages are final: one over its byte budget stops the build here, named with its figure (budgets.json).
  checkPageBudgets,
  drawPreviewImages,
  writeEmailTemplates,
  // The content's facts a request is held to (out/request-rules.json): the request gateway reads them from the site.
  writeRequestRules,
  // Which content the site carries (out/version.json): the editor compares it with main after « Publier ».
  writeVersionFile,
  writeSecurityHeaders,
  // The editor's page named by its files' hashes, and its own worker (after the headers: its page is final).
  writeAdminWorker,
  writeServiceWorker,
} satisfies Record<string, Step>;

/** Runs the steps named (every step when none is), in the pipeline's order whatever the order given. */
export async function postbuild(outDir: string, names: string[] = []) {
  const unknown = names.filter((name) => !Object.hasOwn(steps, name));
  if (unknown.length > 0) throw new Error(`postbuild: no step ${unknown.join(', ')}; the steps are ${Object.keys(steps).join(', ')}`);
  for (const [name, step] of Object.entries(steps)) {
    if (names.length > 0 && !names.includes(name)) continue;
    console.log(`postbuild: ${name}`);
    const started = performance.now();
    await step(outDir);
    // Read by the content bench (bench/bench-content.ts), which shows where the postbuild's time goes.
    console.log(`postbuild: ${name} took ${((performance.now() - started) / 1000).toFixed(2)} s`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [outDir = 'out', ...names] = process.argv.slice(2);
  await postbuild(resolve(outDir), names);
}
