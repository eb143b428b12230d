// Real nginx serving an exported out/ through the configuration docs/deploying.md gives, over HTTPS
// with a throwaway self-signed certificate: for the deploy tests (playwright.deploy.config.ts) and
// `npm run serve:nginx`. The server block is read from the docs, so what is tested is what a deployer
// copies; only what must differ on a test machine is changed (ports, paths, certificate), each edit
// checked to apply. Around it, a stand-in for Debian's /etc/nginx/nginx.conf.
import { execFileSync, spawn } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_PORTS } from './test-ports';

export const DEPLOY_DOCS = fileURLToPath(new URL('../docs/deploying.md', import.meta.url));
const NGINX_BINARIES = ['/usr/sbin/nginx', '/usr/bin/nginx'];
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
const MIME_TYPES = '/etc/nginx/mime.types';
export const NGINX_INSTALL = 'apt-get install nginx-light libnginx-mod-http-brotli-filter';

/** What the documented block names, and the test replaces. */
const DOCUMENTED = {
  siteDir: '/var/www/aide-et-vie',
  httpListen: 'listen 80;',
  httpsListen: 'listen 443 ssl http2;',
  redirect: 'return 301 https://$host$request_uri;',
  certificate: /ssl_certificate \S+;/,
  certificateKey: /ssl_certificate_key \S+;/,
};

export interface NginxPorts {
  https: number;
  http: number;
}

/** Next to the e2e server's port (harness/test-ports.ts): HTTPS, then HTTP. */
export function nginxPorts(): NginxPorts {
  return { https: TEST_PORTS.nginxHttps, http: TEST_PORTS.nginxHttp };
}

/** Where the certificate, the configuration and the logs of the server on `ports` live. */
export function nginxWorkDir(ports: NginxPorts): string {
  return join(tmpdir(), `aide-et-vie-nginx-${ports.https}`);
}

/** The nginx binary, or an error that says how to install it (`binaries`, `brotliModule`: where to look). */
export function nginxBinary(binaries = NGINX_BINARIES, brotliModule = BROTLI_MODULE): string {
  const binary = binaries.find((path) => existsSync(path));
  const missing = !binary ? 'nginx is not installed' : !existsSync(brotliModule) ? `nginx's brotli module (${brotliModule}) is not installed` : null;
  if (missing) {
    throw new Error(`${missing}. The deploy tests serve the site with Debian's nginx: run \`sudo ${NGINX_INSTALL}\` (bash .ci/run installs them in CI).`);
  }
  return binary!;
}

/** The one ```nginx block of docs/deploying.md. */
export function documentedSiteBlock(docsFile = DEPLOY_DOCS): string {
  const blocks = [...readFileSync(docsFile, 'utf8').matchAll(/^```nginx\n([\s\S]*?)^```$/gm)].map((match) => match[1]!);
  if (blocks.length !== 1) throw new Error(`${docsFile} must hold exactly one \`\`\`nginx block (the tested configuration); found ${blocks.length}.`);
  return blocks[0]!;
}

export interface Certificate {
  certFile: string;
  keyFile: string;
  /** base64 SHA-256 of the public key: what Chromium's --ignore-certificate-errors-spki-list takes. */
  spki: string;
}

/** Makes a self-signed certificate for 127.0.0.1, written to temporary names then renamed: a reader never sees half a file. */
function makeCertificate(certFile: string, keyFile: string) {
  try {
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '30',
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
      '-keyout', `${keyFile}.new`, '-out', `${certFile}.new`,
    ], { stdio: 'pipe' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error('openssl is not installed: run `sudo apt-get install openssl`.');
    throw error;
  }
  renameSync(`${keyFile}.new`, keyFile);
  renameSync(`${certFile}.new`, certFile);
}

/** The certificate in `dir`, made once and reused while it is valid for another day. */
export function ensureCertificate(dir: string): Certificate {
  mkdirSync(dir, { recursive: true });
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  const valid = existsSync(certFile) && existsSync(keyFile) && Date.parse(new X509Certificate(readFileSync(certFile)).validTo) > Date.now() + 86_400_000;
  if (!valid) makeCertificate(certFile, keyFile);
  const publicKey = new X509Certificate(readFileSync(certFile)).publicKey.export({ type: 'spki', format: 'der' });
  return { certFile, keyFile, spki: createHash('sha256').update(publicKey).digest('base64') };
}

/** Replaces `from` (a string: every occurrence; a RegExp: its one match) and fails when the docs no longer say it. */
function edit(text: string, from: string | RegExp, to: string): string {
  const found = typeof from === 'string' ? text.includes(from) : from.test(text);
  if (!found) throw new Error(`docs/deploying.md's nginx block no longer contains ${String(from)}: update harness/nginx.ts with it.`);
  return typeof from === 'string' ? text.split(from).join(to) : text.replace(from, to);
}

/** The documented block as it runs here: the site in `outDir`, 127.0.0.1 on `ports`, the throwaway certificate. */
export function siteBlockForTest(block: string, outDir: string, ports: NginxPorts, certificate: Certificate): string {
  let text = block;
  text = edit(text, DOCUMENTED.siteDir, resolve(outDir));
  text = edit(text, DOCUMENTED.httpListen, `listen 127.0.0.1:${ports.http};`);
  text = edit(text, DOCUMENTED.httpsListen, `listen 127.0.0.1:${ports.https} ssl http2;`);
  // In production the redirect goes to the default port 443; here HTTPS is on another one.
  text = edit(text, DOCUMENTED.redirect, `return 301 https://$host:${ports.https}$request_uri;`);
  text = edit(text, DOCUMENTED.certificate, `ssl_certificate ${certificate.certFile};`);
  text = edit(text, DOCUMENTED.certificateKey, `ssl_certificate_key ${certificate.keyFile};`);
  return text;
}

/** What Debian's /etc/nginx/nginx.conf provides around a site file, with logs and state kept in `dir`. */
function mainConfig(dir: string, siteFile: string): string {
  const temp = (name: string) => `${name}_temp_path ${join(dir, 'temp', name)};`;
  return [
    `load_module ${BROTLI_MODULE};`,
    // A clone in /root is unreadable by nginx's default worker user (nobody).
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    `  include ${MIME_TYPES};`,
    '  default_type application/octet-stream;',
    '  sendfile on;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
    `  include ${siteFile};`,
    '}',
    '',
  ].join('\n');
}

export interface RunningNginx {
  origin: string;
  httpOrigin: string;
  certificate: Certificate;
  stop: () => Promise<void>;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((answer) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      answer(true);
    });
    socket.once('error', () => answer(false));
  });
}

/** Starts nginx in the foreground (a child of this process) and resolves once both ports accept connections. */
export async function startNginx(outDir: string, ports = nginxPorts()): Promise<RunningNginx> {
  const binary = nginxBinary();
  if (!existsSync(join(outDir, 'nginx-headers-http.conf'))) {
    throw new Error(`${outDir} has no nginx-headers-http.conf: run \`npm run build\` first.`);
  }
  const dir = nginxWorkDir(ports);
  const certificate = ensureCertificate(dir);
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, 'temp', name), { recursive: true });
  const siteFile = join(dir, 'site.conf');
  const mainFile = join(dir, 'nginx.conf');
  writeFileSync(siteFile, siteBlockForTest(documentedSiteBlock(), outDir, ports, certificate));
  writeFileSync(mainFile, mainConfig(dir, siteFile));

  const child = spawn(binary, ['-p', dir, '-c', mainFile, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  let running = true;
  void exited.then(() => {
    running = false;
  });
  const errorLog = () => (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8').trim().split('\n').slice(-5).join('\n') : '');

  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (!running) throw new Error(`nginx stopped at start (config in ${dir}):\n${stderr.trim() || errorLog()}`);
    if ((await accepts(ports.https)) && (await accepts(ports.http))) {
      return {
        origin: `https://127.0.0.1:${ports.https}`,
        httpOrigin: `http://127.0.0.1:${ports.http}`,
        certificate,
        stop: async () => {
          if (!running) return;
          child.kill('SIGTERM');
          await exited;
        },
      };
    }
    await new Promise((wake) => setTimeout(wake, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`nginx did not answer on ports ${ports.https} and ${ports.http} within 10 s:\n${errorLog()}`);
}
