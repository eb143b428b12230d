// Runs before every build (npm "prebuild"): reads and checks every file of content/, prints each
// problem in French for the centre's staff (the file, the field, what to do), and stops the build on
// an error. Warnings (an article not yet translated, a related article not published) do not stop it.
import { join } from 'node:path';
import nextEnv from '@next/env';
import { contentDir, loadContent } from '../content/load';
import { formatProblem } from '../content/load/problems';
import { siteUrlFromEnv } from '../lib/site-url';

nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });

const { errors, warnings } = loadContent({ dir: contentDir(), publicDir: join(process.cwd(), 'public'), siteUrl: siteUrlFromEnv() });

if (warnings.length > 0) {
  console.warn(['', `Contenu du site : ${warnings.length} avertissement${warnings.length > 1 ? 's' : ''} (le site est construit quand même)`, ...warnings.map((problem) => `  • ${formatProblem(problem)}`), ''].join('\n'));
}
if (errors.length > 0) {
  const bar = '✗'.repeat(78);
  console.error(
    [
      '',
      bar,
      `  Le contenu du site a ${errors.length} erreur${errors.length > 1 ? 's' : ''} : le site n'est pas construit.`,
      '  Corrigez chaque point ci-dessous (dans l’éditeur /admin/ ou dans le fichier), puis relancez.',
      '',
      ...errors.map((problem) => `  • ${formatProblem(problem)}`),
      bar,
      '',
    ].join('\n'),
  );
  process.exit(1);
}
console.log(`Contenu du site : vérifié (${contentDir()}).`);
