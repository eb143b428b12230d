// How our hosts compress a static file: once, at the best ratio, as hosts that precompress or cache
// their compressed copies serve it. scripts/serve.ts sends these bytes; the benchmark counts them.
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export function brotli(data: Buffer): Buffer {
  return brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length } });
}

export function gzip(data: Buffer): Buffer {
  return gzipSync(data, { level: 9 });
}
