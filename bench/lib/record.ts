import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { format, stripVTControlCharacters } from 'node:util';

/*
 * `--record`: a measuring command (the bench, the content bench, the budgets) also writes what it printed to
 * docs/measurements/<name>.md, headed with the date, the command, the commit and the machine. The docs point
 * to those files, so a figure in them was produced by a command on a known day, never pasted, and goes stale
 * visibly.
 */

export const measurementsDir = join(dirname(new URL(import.meta.url).pathname), '..', '..', 'docs', 'measurements');

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/** The heading and preamble of a record: when, by what command, at which commit, on what machine. */
export function recordHeader(title: string, command: string, date = new Date()): string {
  const cpu = cpus();
  const machine = `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  return [
    `# ${title}`,
    '',
    `Measured on ${date.toISOString().slice(0, 10)} by \`${command}\` at commit \`${commit()}\`, on ${machine}.`,
    'Rewritten by the same command with `--record`; timings depend on the machine and how busy it was.',
    '',
  ].join('\n');
}

/** With --record among the arguments, keeps everything console.log prints and writes it to docs/measurements/<name>.md at exit. */
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
  process.on('exit', (code) => {
    if (code !== 0) return;
    mkdirSync(measurementsDir, { recursive: true });
    writeFileSync(join(measurementsDir, `${name}.md`), `${recordHeader(title, command)}\n\`\`\`\n${lines.join('\n')}\n\`\`\`\n`);
  });
}
