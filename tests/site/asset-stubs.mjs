// Loaded with --import by tests/site/closure-build.test.ts's probe: Next's asset imports (CSS modules, the icons' SVG)
// as Node cannot load them, so that page components render to HTML outside Next. A class name reads as its key.
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
export async function load(url, context, next) {
  if (url.endsWith('.css')) return { format: 'module', shortCircuit: true, source: 'export default new Proxy({}, { get: (_, key) => String(key) });' };
  if (url.endsWith('.svg')) return { format: 'module', shortCircuit: true, source: 'export default { src: "/icons.svg" };' };
  return next(url, context);
}`),
  import.meta.url,
);
