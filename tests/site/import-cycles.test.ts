import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * No circle of imports in lib/ (types included): a module that reaches itself through others cannot be
 * read alone, and its chunk drags the others in. Each file's imports are read by TypeScript's own
 * pre-processor; a circle is named file by file.
 */

const root = process.cwd();

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/') ? join(root, specifier.slice(2)) : specifier.startsWith('.') ? resolve(dirname(from), specifier) : undefined;
  if (!base) return undefined;
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => {
    try {
      return statSync(candidate).isFile();
    } catch {
      return false;
    }
  });
}

/** Every circle found by a depth-first walk of the folder's imports, as « a.ts → b.ts → a.ts ». */
function importCycles(folder: string): string[] {
  const files = sources(join(root, folder));
  const graph = new Map(
    files.map((file) => [
      file,
      ts
        .preProcessFile(readFileSync(file, 'utf8'), true, true)
        .importedFiles.map(({ fileName }) => resolveImport(file, fileName))
        .filter((path): path is string => path !== undefined && files.includes(path)),
    ]),
  );
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next].map((path) => relative(root, path)).join(' → '));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return cycles;
}

describe('imports', () => {
  it('go round in no circle in lib/', () => {
    expect(importCycles('lib')).toEqual([]);
  });
});
