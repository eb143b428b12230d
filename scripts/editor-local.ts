// npm run editor:local: what the editor at /admin/ needs on a developer's machine, on the repository named
// by GIT_REPO_DIRECTORY (default: this checkout), at the address the editor's config names for its local
// backend (http://localhost:8081/api/v1): Decap's local server (decap-server, git mode) and the entries'
// history it lacks (harness/local-editor.ts). Open the built editor from localhost (`npm run serve`,
// then http://127.0.0.1:4173/admin/): Decap finds the server and signs in without an account. Only that
// page is answered: EDITOR_ORIGIN (comma-separated) names another, e.g. http://localhost:3000 for `next dev`.
// decap-server switches branches in the folder it serves (a draft is a branch): commit or stash first,
// or point GIT_REPO_DIRECTORY at a clone.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_BACKEND_URL } from '../pipeline/lib/decap-config';
import { startLocalEditor } from '../harness/local-editor';
import { PREVIEW_PORT } from '../harness/test-ports';

const repo = resolve(process.env.GIT_REPO_DIRECTORY ?? fileURLToPath(new URL('..', import.meta.url)));
const port = Number(new URL(LOCAL_BACKEND_URL).port);
const editorOrigins = (process.env.EDITOR_ORIGIN ?? `http://127.0.0.1:${PREVIEW_PORT},http://localhost:${PREVIEW_PORT}`).split(',').map((origin) => origin.trim());
const editor = await startLocalEditor({ repo, port, editorOrigins, logLevel: process.env.LOG_LEVEL ?? 'info', echo: true });
console.log(`editor:local: decap-server and the history of ${repo} at ${LOCAL_BACKEND_URL} (127.0.0.1 only), for the editor at ${editorOrigins.join(' or ')}. Ctrl+C stops both.`);
console.log('  decap-server switches branches in that folder: commit or stash your work first, or set GIT_REPO_DIRECTORY to a clone.');
const stop = () => void editor.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
