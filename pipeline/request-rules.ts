// A step of the postbuild pipeline (pipeline/postbuild.ts): out/request-rules.json, the content's facts a
// request is held to (the form's services, the positions, the appointments' hours, the days closed), which
// the request gateway reads from the site it serves (lib/request/site-rules.ts). Rewritten at every build,
// so the daily rebuild keeps it true; public facts only, served like a page (revalidated: pipeline/headers.ts).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REQUEST_RULES_PATH } from '../lib/routes';
import { requestRules } from '../site/request-rules';

/** Pipeline step: out/request-rules.json. */
export function writeRequestRules(outDir: string) {
  const rules = requestRules();
  writeFileSync(join(outDir, REQUEST_RULES_PATH.slice(1)), `${JSON.stringify(rules)}\n`);
  console.log(`request rules: ${REQUEST_RULES_PATH} (${rules.services.fr.length} services, ${rules.positions.length} positions, ${rules.closures.length} days closed)`);
}
