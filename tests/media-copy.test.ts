import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyMedia } from '../scripts/finish-export';

/* The photos staff upload (content/media/) reach the export where their /media/… paths point. */

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('copyMedia', () => {
  it('copies every upload to out/media/, folders too, and leaves hidden files behind', () => {
    dir = mkdtempSync(join(tmpdir(), 'media-'));
    mkdirSync(join(dir, 'content/media/equipe'), { recursive: true });
    writeFileSync(join(dir, 'content/media/accueil.jpg'), 'jpeg');
    writeFileSync(join(dir, 'content/media/equipe/portrait.png'), 'png');
    writeFileSync(join(dir, 'content/media/.gitkeep'), '');
    mkdirSync(join(dir, 'out'));
    expect(copyMedia(join(dir, 'content'), join(dir, 'out'))).toBe(2);
    expect(readFileSync(join(dir, 'out/media/accueil.jpg'), 'utf8')).toBe('jpeg');
    expect(readFileSync(join(dir, 'out/media/equipe/portrait.png'), 'utf8')).toBe('png');
    expect(existsSync(join(dir, 'out/media/.gitkeep'))).toBe(false);
  });

  it('writes nothing when there is no upload', () => {
    dir = mkdtempSync(join(tmpdir(), 'media-'));
    mkdirSync(join(dir, 'content/media'), { recursive: true });
    writeFileSync(join(dir, 'content/media/.gitkeep'), '');
    mkdirSync(join(dir, 'out'));
    expect(copyMedia(join(dir, 'content'), join(dir, 'out'))).toBe(0);
    expect(existsSync(join(dir, 'out/media'))).toBe(false);
  });
});
