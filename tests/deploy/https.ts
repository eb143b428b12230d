// Requests to the nginx of the deploy tests as a visitor's browser makes them, trusting only the
// throwaway certificate the test made (a certificate error fails the request), one connection kept
// open for all of them.
import { readFileSync } from 'node:fs';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface Answer {
  status: number;
  /** Lower-cased names; a header sent twice has its values joined with ", ", as fetch() does. */
  headers: Record<string, string | undefined>;
  /** The body as sent, still compressed if it was. */
  raw: Buffer;
  /** The body once its Content-Encoding is undone. */
  body: Buffer;
}

function decode(raw: Buffer, encoding: string | undefined): Buffer {
  if (!encoding) return raw;
  if (encoding === 'br') return brotliDecompressSync(raw);
  if (encoding === 'gzip') return gunzipSync(raw);
  throw new Error(`unexpected Content-Encoding: ${encoding}`);
}

export function client(certFile: string) {
  const httpsAgent = new HttpsAgent({ keepAlive: true, maxSockets: 4, ca: readFileSync(certFile) });
  const httpAgent = new HttpAgent({ keepAlive: true, maxSockets: 4 });

  /** GET `url` without following redirects; `headers` adds to the request (Accept-Encoding is none unless given). */
  function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
    const secure = url.startsWith('https:');
    const send = secure ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const request = send(url, { agent: secure ? httpsAgent : httpAgent, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          try {
            const headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]));
            resolve({ status: response.statusCode ?? 0, headers, raw, body: decode(raw, headers['content-encoding']) });
          } catch (error) {
            reject(error instanceof Error ? new Error(`${url}: ${error.message}`) : error);
          }
        });
      });
      request.on('error', reject);
      request.end();
    });
  }

  return {
    get,
    close() {
      httpsAgent.destroy();
      httpAgent.destroy();
    },
  };
}
