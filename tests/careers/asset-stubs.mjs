// A Node loader for careers-probe.ts: the site's components import CSS modules and the icon file, which
// only Next's bundler reads. Here a CSS module gives each class its own name, and a file its path.
export async function load(url, context, nextLoad) {
  if (url.endsWith('.module.css')) return { format: 'module', shortCircuit: true, source: 'export default new Proxy({}, { get: (_, name) => String(name) });' };
  if (url.endsWith('.css') || url.endsWith('.svg')) return { format: 'module', shortCircuit: true, source: `export default ${JSON.stringify(new URL(url).pathname)};` };
  return nextLoad(url, context);
}
