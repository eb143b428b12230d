import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';
import { compressEditorOnce, keepOnMachine, routeLocalBackend, startEditorFixture, type EditorFixture } from './editor-fixture';
import { CONFIG_FILE } from '../../editor/file-names';
import { TEST_PORTS } from '../../harness/test-ports';

/**
 * The set-up every editor spec shares: the built editor (out/admin/) against its own decap-server on a
 * fixture clone of content/ (e2e/editor/editor-fixture.ts), offline, as e2e/editor/admin-*.spec.ts drive it.
 */
export const PROJECT = fileURLToPath(new URL('../..', import.meta.url));
export const EDITOR_CONFIG = join(PROJECT, 'out', 'admin', CONFIG_FILE);

/**
 * A test's time in the editor, beyond Playwright's minute: every test boots Decap in a fresh browser context, and
 * on a loaded machine (four workers on two cores, as CI) that alone is half a minute: its 5 MB script 15 s, its
 * config 10 s, an entry opened 15 to 20 s more (docs/records/2026-11-28-ci-profile.md). A test that signs in, saves
 * and publishes ran out of its minute waiting for « Enregistrer » and « Statut : », then ran again, its whole file
 * with it (the file is serial). What a test waits for is still the editor's own signal; a test that truly hangs
 * fails after three minutes rather than one.
 */
export const EDITOR_TEST_TIMEOUT = 3 * 60_000;

export interface EditorSession {
  /** The fixture's repository and server, from the spec file's beforeAll on. */
  readonly fixture: EditorFixture;
}

/**
 * Registers, for the spec file that calls it (run in order: its tests share one repository), each test given
 * EDITOR_TEST_TIMEOUT unless it sets its own:
 * - its decap-server, started before the first test and stopped after the last;
 * - Decap's 5 MB script compressed once beforehand, as a CDN keeps its copy, unless `compressEditor` is false;
 * - in every test, the editor's local backend sent to that server, and every request to another
 *   machine aborted and failing the test (unless `offlineCheck` is false: the test routes on its own).
 */
export function setUpEditorSession({ compressEditor = true, offlineCheck = true } = {}): EditorSession {
  let fixture: EditorFixture | undefined;
  let outside: string[] = [];
  // Two retries of the file, not CI's one: under CI's load an entry or a list now and then never showed
  // (« Enregistrer » awaited three minutes). One cause is found and fixed: decap-server answered 500 to a request
  // that waited over 3 s for its lock, and Decap stayed on its spinner; harness/local-editor.ts now hands it one
  // request at a time (docs/records/2026-11-29-ci-side-by-side.md). The second retry stays until CI runs show no
  // other; a serial file's retry runs every test again. A test that fails three times still fails.
  test.describe.configure({ mode: 'serial', timeout: EDITOR_TEST_TIMEOUT, ...(process.env.CI ? { retries: 2 } : {}) });
  test.beforeAll(async () => {
    // Decap's script compressed (at brotli's best, 10 s on an idle machine and over 30 s on a busy one): not inside a test's minute.
    test.setTimeout(3 * 60_000);
    if (compressEditor) expect(await compressEditorOnce(`http://127.0.0.1:${TEST_PORTS.site}`)).toBe('br');
    // One decap-server per worker: a worker runs one spec file at a time and stops its server after it,
    // so the worker's index alone keeps two servers apart (also under --repeat-each).
    fixture = await startEditorFixture({ projectDir: PROJECT, port: TEST_PORTS.decapServer(test.info().parallelIndex) });
  });
  test.afterAll(async () => {
    await fixture?.stop();
  });
  if (offlineCheck) {
    test.beforeEach(async ({ context }) => {
      outside = await keepOnMachine(context);
      // Registered last, so it answers first: the config's local backend, sent to the fixture's server.
      await routeLocalBackend(context, EDITOR_CONFIG, session.fixture.port);
    });
    test.afterEach(() => {
      expect(outside, 'requests to another machine').toEqual([]);
    });
  }
  const session: EditorSession = {
    get fixture() {
      if (!fixture) throw new Error('the editor fixture starts in beforeAll: read it inside a test or a hook');
      return fixture;
    },
  };
  return session;
}
