import { text } from '@/lib/unknown-value';
import { authorName, COMMITS_SEARCHED, HistoryError, inTurn, jsonOf, newestDeletions, VERSIONS_SHOWN, type DeletedFile, type HistorySource, type HostRequest, type Version } from './source';

/*
 * The history through a GitHub-shaped API: GitHub's own (`https://api.github.com/repos/<owner>/<repo>`)
 * or the git gateway's (`<gateway>/github`), which lets `commits` and `contents` through
 * (docs/editor-previews-and-history.md, « History and restore »). `GET commits?path=&sha=` lists a file's versions,
 * `GET contents/<file>?ref=` reads one, `GET commits/<sha>` says which files a commit deleted.
 */

/** `GET commits`' answer: each commit's sha, author's date and name, and message's first line. */
export function readGithubCommits(json: unknown): Version[] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((item: { sha?: unknown; commit?: { author?: { name?: unknown; date?: unknown }; committer?: { date?: unknown }; message?: unknown } }) => {
    const commit = text(item?.sha);
    if (!commit) return [];
    const date = text(item.commit?.author?.date) || text(item.commit?.committer?.date);
    return [{ commit, date, author: authorName(item.commit?.author?.name), message: text(item.commit?.message).split('\n')[0]! }];
  });
}

/** UTF-8 text from base64, as `contents` gives a file. */
export function fromBase64(encoded: string): string {
  const binary = atob(encoded.replace(/\s/g, ''));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** `GET contents/<file>`' answer: the file's text (GitHub sends a file up to 1 MB in base64). */
export function readGithubContent(json: unknown): string | undefined {
  const file = json as { content?: unknown; encoding?: unknown } | null;
  if (typeof file?.content !== 'string') return undefined;
  return file.encoding === 'base64' ? fromBase64(file.content) : file.content;
}

/** `GET commits/<sha>`' answer: the files under `folder` it deleted. */
export function readGithubDeletions(json: unknown, folder: string): DeletedFile[] {
  const detail = json as { sha?: unknown; parents?: { sha?: unknown }[]; files?: { filename?: unknown; status?: unknown }[]; commit?: { author?: { name?: unknown; date?: unknown } } } | null;
  const parent = text(detail?.parents?.[0]?.sha);
  if (!detail || !parent) return [];
  return (detail.files ?? []).flatMap((file) => {
    const path = text(file.filename);
    if (file.status !== 'removed' || !path.startsWith(`${folder}/`)) return [];
    return [{ path, commit: text(detail.sha), parent, date: text(detail.commit?.author?.date), author: authorName(detail.commit?.author?.name) }];
  });
}

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

export function githubSource(base: string, branch: string, request: HostRequest): HistorySource {
  const json = jsonOf(request);
  const commitsOf = (path: string, limit: number) =>
    json(`${base}/commits?${new URLSearchParams({ path, sha: branch, per_page: String(limit) })}`, 'commits').then(readGithubCommits);
  return {
    versions: (path, limit = VERSIONS_SHOWN) => commitsOf(path, limit),
    async fileAt(path, commit) {
      const response = await request(`${base}/contents/${encodePath(path)}?${new URLSearchParams({ ref: commit })}`);
      if (response.status === 404) return undefined;
      if (!response.ok) throw new HistoryError(response.status, 'contents');
      return readGithubContent(await response.json());
    },
    async deleted(folder) {
      const commits = await commitsOf(folder, COMMITS_SEARCHED);
      const found = await inTurn(commits, (commit) => json(`${base}/commits/${commit.commit}`, 'commit').then((detail) => readGithubDeletions(detail, folder)));
      return newestDeletions(found.flat());
    },
  };
}
