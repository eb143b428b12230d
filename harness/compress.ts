// How our hosts compress a static file: once, at the best ratio, as hosts that precompress or cache
// their compressed copies serve it. harness/serve.ts sends these bytes; the benchmark counts them.
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip as gzipAsync, gzipSync, type BrotliOptions } from 'node:zlib';

const brotliOptions = (data: Buffer, quality: number = zlib.BROTLI_MAX_QUALITY): BrotliOptions => ({
  params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length },
});
const GZIP_LEVEL = 9;

export function brotli(data: Buffer): Buffer {
  return brotliCompressSync(data, brotliOptions(data));
}

export function gzip(data: Buffer): Buffer {
  return gzipSync(data, { level: GZIP_LEVEL });
}

// The same bytes, compressed off the server's event loop: brotli at its best takes 10 to 20 s on the
// editor's 5 MB script, and no other request may wait for it.
const brotliCompressAsync = promisify(brotliCompress);
const gzipCompressAsync = promisify(gzipAsync);

/** `quality`: brotli's, 0 to 11; its best unless a caller that never counts bytes asks for less. */
export const brotliInBackground = (data: Buffer, quality?: number): Promise<Buffer> => brotliCompressAsync(data, brotliOptions(data, quality));
export const gzipInBackground = (data: Buffer): Promise<Buffer> => gzipCompressAsync(data, { level: GZIP_LEVEL });
