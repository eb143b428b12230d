// The build reads the clock once (lib/publication.ts): the day articles are published up to is the
// build's start, in Yaoundé, for every worker that renders a page, even across midnight. A day set
// beforehand (BUILD_DATE=2026-12-03 npm run build: a test, a rebuild of a given day) is kept.
process.env.BUILD_DATE ||= new Date().toISOString();

// The request gateway's URL, '' when unset rather than left out, so that Next inlines it: the code that
// branches on it (lib/request/channels/index.ts, lib/request/proof.ts) then has no branch to the gateway in
// a build without one, and Turbopack writes no chunk of its code, nor of the proof's. Set here, not in the
// config's `env`: a value there is part of the config, and a build with another one (the tests' gateway
// export) would compile everything anew rather than from Turbopack's cache.
process.env.NEXT_PUBLIC_REQUEST_GATEWAY_URL ??= '';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Static export: out/ must work on any CDN or plain static host.
  output: 'export',
  // Each route becomes ROUTE/index.html, which every static server resolves.
  trailingSlash: true,
  // No image server in a static export; artwork is SVG or pre-sized by pipeline/media.ts.
  images: { unoptimized: true },
  // EXPORT_DIR exports elsewhere than out/ (Next then names the export folder distDir; its build files
  // stay in .next): the editor's end-to-end test rebuilds the site from a fixture's content there,
  // while out/ is being served. Turbopack's build cache (.next/cache) holds one export folder's
  // compilation: a build into another folder compiles anew (15 s rather than 3 s on 2 cores), which is
  // why build:e2e-emailjs-only builds into out/ and moves its export away, before build:e2e.
  ...(process.env.EXPORT_DIR ? { distDir: process.env.EXPORT_DIR } : {}),
  // TYPES_CHECKED=1 skips Next's own TypeScript pass (about 27 s on 2 cores): only in npm test, whose
  // typecheck step has just run tsc on the same tsconfig.json, and in the editor's rebuild, which
  // changes content, not code.
  ...(process.env.TYPES_CHECKED === '1' ? { typescript: { ignoreBuildErrors: true } } : {}),
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
