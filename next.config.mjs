/** @type {import('next').NextConfig} */
const nextConfig = {
  // Static export: out/ must work on any CDN or plain static host.
  output: 'export',
  // Each route becomes ROUTE/index.html, which every static server resolves.
  trailingSlash: true,
  // No image server in a static export; artwork is SVG or pre-sized by scripts/.
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
