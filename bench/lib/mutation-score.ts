/*
 * The mutation score of each measured folder, from Stryker's results (bench/bench-mutation.ts).
 *
 * A mutant is detected when a test failed (Killed) or the mutated code never finished (Timeout); it escaped when
 * every test still passed (Survived) or no test ran its line (NoCoverage). Mutants the runtime refused
 * (CompileError, RuntimeError) or that were never run (Ignored, Pending) say nothing about the tests: they count
 * in no score, as in Stryker's own report. A file counts in every folder it lies in, so lib/request/ is a row of its
 * own and part of lib/.
 */

export interface MutantOutcome {
  /** The file's path from the project's root, with forward slashes. */
  readonly file: string;
  readonly status: string;
}

export interface FolderScore {
  readonly folder: string;
  readonly killed: number;
  readonly timeout: number;
  readonly survived: number;
  readonly noCoverage: number;
  /** Detected ÷ (detected + escaped), in per cent with one decimal; null when the folder has no valid mutant. */
  readonly score: number | null;
}

const ESCAPED = new Set(['Survived', 'NoCoverage']);

function inFolder(file: string, folder: string): boolean {
  return file.startsWith(folder.endsWith('/') ? folder : `${folder}/`);
}

export function folderScores(outcomes: readonly MutantOutcome[], folders: readonly string[]): FolderScore[] {
  return folders.map((folder) => {
    const count = (status: string) => outcomes.filter((outcome) => outcome.status === status && inFolder(outcome.file, folder)).length;
    const [killed, timeout, survived, noCoverage] = ['Killed', 'Timeout', 'Survived', 'NoCoverage'].map(count) as [number, number, number, number];
    const valid = killed + timeout + survived + noCoverage;
    const score = valid === 0 ? null : Math.round((1000 * (killed + timeout)) / valid) / 10;
    return { folder, killed, timeout, survived, noCoverage, score };
  });
}

export function isEscaped(outcome: MutantOutcome): boolean {
  return ESCAPED.has(outcome.status);
}

/** The table the bench prints: one row per folder, its score and what it is made of. */
export function scoreTable(scores: readonly FolderScore[]): string {
  const header = ['Folder', 'Score', 'Killed', 'Timeout', 'Survived', 'No coverage'];
  const rows = scores.map((row) => [
    row.folder,
    row.score === null ? '–' : `${row.score.toFixed(1)} %`,
    ...[row.killed, row.timeout, row.survived, row.noCoverage].map(String),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: readonly string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}
