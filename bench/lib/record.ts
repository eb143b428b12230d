import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { format, stripVTControlCharacters } from 'node:util';

/*
 * `--record`: a measuring command (the bench, the content bench, the budgets…) also writes what it printed to a
 * dated record, docs/records/<YYYY-MM-DD>-<name>.md, headed with the date, the command, the commit and the
 * machine. Each run is a new file, never an older one rewritten: the docs that explain a method link to the
 * records it made, so a figure was produced by a command on a known day, never pasted, and goes stale visibly.
 */

export const recordsDir = join(dirname(new URL(import.meta.url).pathname), '..', '..', 'docs', 'records');

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/** The day a record is named by: the UTC date of the run, as its heading says. */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The file a run writes: `<day>-<name>.md`, or `<day>-<name>-2.md`, `-3`… when that day already has one, so
 * that a second run on the same day adds a record rather than replacing the first.
 */
export function recordPath(name: string, date = new Date(), dir = recordsDir, exists: (path: string) => boolean = existsSync): string {
  const base = `${dayOf(date)}-${name}`;
  let path = join(dir, `${base}.md`);
  for (let run = 2; exists(path); run += 1) path = join(dir, `${base}-${run}.md`);
  return path;
}

/** The heading and preamble of a record: when, by what command, at which commit, on what machine. */
export function recordHeader(title: string, command: string, date = new Date()): string {
  const cpu = cpus();
  const machine = `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  return [
    `# ${title}`,
    '',
    `Measured on ${dayOf(date)} by \`${command}\` at commit \`${commit()}\`, on ${machine}.`,
    'A record of one run, written by the command with `--record`; timings depend on the machine and how busy it was.',
    '',
  ].join('\n');
}

/** With --record among the arguments, keeps everything console.log prints and writes it to a new dated record at exit. */
export function recordOutput(name: string, title: string, npmScript: string, argv = process.argv.slice(2)): void {
  if (!argv.includes('--record')) return;
  const lines: string[] = [];
  const log = console.log.bind(console);
  console.log = (...values: unknown[]) => {
    lines.push(stripVTControlCharacters(format(...values)));
    log(...values);
  };
  const others = argv.filter((arg) => arg !== '--record');
  const command = `npm run ${npmScript}${others.length ? ` -- ${others.join(' ')} --record` : ' -- --record'}`;
  const started = new Date();
  process.on('exit', (code) => {
    if (code !== 0) return;
    mkdirSync(recordsDir, { recursive: true });
    const path = recordPath(name, started);
    writeFileSync(path, `${recordHeader(title, command, started)}\n\`\`\`\n${lines.join('\n')}\n\`\`\`\n`);
    log(`Recorded: ${path}`);
  });
}
