// npm run bench:address-minute: what a stranger's free calls from a family's address cost the gateway, and what
// they cost the family (issue 78, item 4; docs/records/2026-11-28-address-minute.md). The gateway under workerd
// (wrangler dev) with its defaults (its limit of 10 calls a minute an address, PROOF_COST 1,000, counters 200–600),
// every provider the local mailbox, the site's published rules served as the build writes them.
//   1. Each kind of call a stranger makes, `--calls` times: the CPU workerd spent on each (the Worker and the
//      inbox's Durable Object, which run in that one process: its user and system time, read from /proc), the
//      rows the inbox read for it (METER_ROWS' meter: a call that reaches the inbox reads one row at least), and
//      the answers' statuses.
//   2. The stranger's script of item 4 on one address (twenty challenges and twenty junk posts at the start of
//      every minute) with a family behind the same address sending as the site's page does: when it was
//      received, `--minutes` at most, and what it was answered before.
// Options: --calls N (default 200), --minutes N (default 6; 0: the family's first try alone), --main PATH (another
// gateway's entry point on the same settings, an older commit's extracted elsewhere with a node_modules beside it:
// a before and after measured side by side). Linux only (/proc).
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { ACCESS_HEADER, accessSigner, startFakeAccess } from '../harness/access';
import { freePort, startGateway } from '../harness/gateway';
import { mailboxClient, startMailbox } from '../harness/mailbox';
import { retryDelay, type Answer } from '../lib/request/answers';
import { gatewayChannel } from '../lib/request/channels/gateway';
import { newProof } from '../lib/request/gateway/proof';
import { GATEWAY_PATHS } from '../lib/request/gateway/protocol';
import { newReference } from '../lib/request/reference';
import { requestRules } from '../site/request-rules';
import { BENCH_SITE, BENCH_STAFF, benchGatewayVars } from './lib/bench-gateway-vars';
import { callbackValues } from '../lib/request/callback';
import { addDays, doualaToday } from '../lib/douala-date';

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const index = args.indexOf(name);
  return index === -1 ? fallback : Number(args[index + 1]);
};
const CALLS = option('--calls', 200);
const MINUTES = option('--minutes', 6);
const MAIN = args.includes('--main') ? args[args.indexOf('--main') + 1] : undefined;
const SITE = BENCH_SITE;
const STAFF = BENCH_STAFF;

const mailbox = await startMailbox();
await mailboxClient(mailbox.url).rules(requestRules());
const access = await startFakeAccess();
const gateway = await startGateway({
  port: await freePort(),
  vars: {
    ...benchGatewayVars({ mailboxUrl: mailbox.url, access, upstreams: mailbox.upstreams }),
    METER_ROWS: '1',
  },
  ...(MAIN ? { main: MAIN } : {}),
});
const sign = accessSigner(access.keys);

/** The workerd process wrangler started: the one that runs the Worker and its Durable Object. */
function workerdPid(parent: number): number {
  const children = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(parent)], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => line.trim().split(/\s+/) as [string, string]);
  for (const [pid, name] of children) if (name.startsWith('workerd')) return Number(pid);
  for (const [pid] of children) {
    const found = workerdPid(Number(pid));
    if (found) return found;
  }
  return 0;
}
const pid = workerdPid(gateway.process.pid ?? 0);
if (!pid) throw new Error('No workerd process under wrangler dev.');
const TICK_MS = 1_000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
/** The CPU workerd spent so far, in ms (user and system). */
function cpuMs(): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

async function rowsRead(): Promise<number> {
  const response = await fetch(`${gateway.url}/inbox/meter`, { headers: { [ACCESS_HEADER]: await sign(STAFF) } });
  return ((await response.json()) as { read: number }).read;
}

const from = (address: string, init: RequestInit = {}): RequestInit => ({ ...init, headers: { ...(init.headers as Record<string, string> | undefined), Origin: SITE, 'cf-connecting-ip': address } });
const fetchBehind =
  (address: string): typeof fetch =>
  (input, init) =>
    fetch(input, from(address, init));
const postBody = (address: string, body: string) => fetch(`${gateway.url}${GATEWAY_PATHS.request}`, from(address, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }));
const challenge = (address: string) => fetch(`${gateway.url}${GATEWAY_PATHS.challenge}`, from(address));

const callback = () => ({
  locale: 'fr' as const,
  reference: newReference(),
  kind: 'callback' as const,
  values: callbackValues({ phone: `+23767${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`, name: '', date: addDays(doualaToday(), 1), slot: { slot: 'afternoon', from: '12:00', to: '17:00' }, service: '' }),
});

/** A fresh proof for `address`, solved as a page solves it. */
async function proofFor(address: string): Promise<string> {
  const made = await newProof(gateway.url, { fetch: fetchBehind(address) });
  if (!('proof' in made)) throw new Error(`No proof: ${JSON.stringify(made.why)}`);
  return made.proof.payload;
}

/** `CALLS` calls of one kind, one at a time: the CPU and the inbox's rows read per call, and the statuses answered. */
async function measure(name: string, once: (index: number) => Promise<Response>): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const [cpu, read] = [cpuMs(), await rowsRead()];
  const statuses = new Map<number, number>();
  for (let index = 0; index < CALLS; index += 1) {
    const response = await once(index);
    await response.arrayBuffer();
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  }
  const [cpuAfter, readAfter] = [cpuMs(), await rowsRead()];
  const answered = [...statuses].map(([status, count]) => `${count} × ${status}`).join(', ');
  console.log(`| ${name} | ${((cpuAfter - cpu) / CALLS).toFixed(2)} ms | ${((readAfter - read) / CALLS).toFixed(2)} | ${answered} |`);
}

console.log(`\n${CALLS} calls of each kind, one at a time; workerd's CPU and the inbox's rows read, per call:\n`);
console.log('| A call | CPU | Rows read | Answered |');
console.log('| --- | --- | --- | --- |');
let fresh = 0;
await measure('a challenge, within its address’s ten a minute (a new address each)', () => challenge(`10.1.${Math.floor((fresh += 1) / 250)}.${(fresh % 250) + 1}`));
for (let i = 0; i < 10; i += 1) await (await challenge('10.2.0.1')).arrayBuffer();
await measure('a challenge, past its address’s ten a minute', () => challenge('10.2.0.1'));
await measure('a junk post: `{}`', () => postBody('10.3.0.1', '{}'));
const forged = JSON.stringify({ id: crypto.randomUUID(), content: callback(), proof: btoa(JSON.stringify({ challenge: { parameters: { algorithm: 'PBKDF2/SHA-256', nonce: '00', salt: '00', cost: 1000, keyPrefix: '00', expiresAt: 9e9 }, signature: '00' }, solution: { counter: 1, derivedKey: '00' } })) });
await measure('a page’s post with a forged proof', () => postBody('10.4.0.1', forged));
const spent = JSON.stringify({ id: crypto.randomUUID(), content: callback(), proof: await proofFor('10.5.0.1') });
await (await postBody('10.5.0.1', spent)).arrayBuffer();
await measure('the same post again (its proof spent)', () => postBody('10.5.0.1', spent));

// 2. The stranger's script and a family behind its address.
const address = '10.9.0.1';
let going = true;
let bursts = 0;
const burst = async () => {
  bursts += 1;
  await Promise.all([
    ...Array.from({ length: 20 }, () => challenge(address).then((response) => response.arrayBuffer())),
    ...Array.from({ length: 20 }, () => postBody(address, '{}').then((response) => response.arrayBuffer())),
  ]);
};
const stranger = (async () => {
  await burst();
  while (going) {
    const next = 60_000 - (Date.now() % 60_000) + 50;
    for (let waited = 0; going && waited < next; waited += 250) await new Promise((resolve) => setTimeout(resolve, Math.min(250, next - waited)));
    if (going) await burst();
  }
})();
await new Promise((resolve) => setTimeout(resolve, 1_500));
const page = gatewayChannel(gateway.url, { fetch: fetchBehind(address) });
const content = { id: crypto.randomUUID(), ...callback() };
const started = Date.now();
const tries: { at: number; answer: Answer }[] = [];
for (;;) {
  const answer = await page.send(content, {});
  tries.push({ at: Date.now() - started, answer });
  if (answer.kind === 'sent') break;
  const wait = answer.kind === 'retry' ? (answer.retryAfterMs ?? retryDelay(tries.length)) : Number.POSITIVE_INFINITY;
  if (Date.now() - started + wait > MINUTES * 60_000) break;
  await new Promise((resolve) => setTimeout(resolve, wait));
}
going = false;
await stranger;
const said = (answer: Answer) => (answer.kind === 'retry' ? `${answer.cause} ${answer.status ?? ''} ${answer.text ?? ''}`.trim() : answer.kind);
console.log(`\nThe stranger's script on one address (${bursts} bursts of 20 challenges and 20 junk posts, one at each minute's start), a family behind it sending as the site's page does:`);
for (const { at, answer } of tries) console.log(`- after ${(at / 1_000).toFixed(1)} s: ${said(answer)}`);
const last = tries.at(-1)!;
console.log(last.answer.kind === 'sent' ? `Received after ${(last.at / 1_000).toFixed(1)} s, at its ${tries.length}${tries.length === 1 ? 'st' : 'th'} try.` : `Not received in ${MINUTES} minutes (${tries.length} tries, ${tries.length} refused).`);

await gateway.stop();
await mailbox.close();
await access.close();
