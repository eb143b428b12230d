/** @type {import('next').NextConfig} */
const nextConfig = {
  // Static export: out/ must work on any CDN or plain static host.
  output: 'export',
  // Each route becomes ROUTE/index.html, which every static server resolves.
  trailingSlash: true,
  // No image server in a static export; artwork is SVG or pre-sized by scripts/.
  images: { unoptimized: true },
  // EXPORT_DIR exports elsewhere than out/ (Next then names the export folder distDir; its build files
  // stay in .next): the editor's end-to-end test rebuilds the site from a fixture's content there,
  // while out/ is being served.
  ...(process.env.EXPORT_DIR ? { distDir: process.env.EXPORT_DIR } : {}),
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
