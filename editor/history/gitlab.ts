import { text } from '@/lib/unknown-value';
import { authorName, COMMITS_SEARCHED, HistoryError, inTurn, jsonOf, newestDeletions, VERSIONS_SHOWN, type DeletedFile, type HistorySource, type HostRequest, type Version } from './source';

/*
 * The history through GitLab's API: GitLab's own (`<api>/projects/<id>`) or the git gateway's
 * (`<gateway>/gitlab`), which lets `repository/(files|commits|tree|compare)` through.
 * `GET repository/commits?path=&ref_name=` lists a file's versions, `GET repository/files/<file>/raw?ref=`
 * reads one, `GET repository/commits/<sha>/diff` says which files a commit deleted.
 */

interface GitlabCommit {
  id?: unknown;
  authored_date?: unknown;
  committed_date?: unknown;
  author_name?: unknown;
  title?: unknown;
  message?: unknown;
  parent_ids?: unknown[];
}

export function readGitlabCommits(json: unknown): (Version & { parent: string })[] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((item: GitlabCommit) => {
    const commit = text(item?.id);
    if (!commit) return [];
    return [{
      commit,
      date: text(item.authored_date) || text(item.committed_date),
      author: authorName(item.author_name),
      message: text(item.title) || text(item.message).split('\n')[0]!,
      parent: text(item.parent_ids?.[0]),
    }];
  });
}

/** `GET repository/commits/<sha>/diff`' answer: the files under `folder` it deleted. */
export function readGitlabDeletions(json: unknown, folder: string): string[] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((file: { old_path?: unknown; deleted_file?: unknown }) => {
    const path = text(file?.old_path);
    return file?.deleted_file === true && path.startsWith(`${folder}/`) ? [path] : [];
  });
}

export function gitlabSource(base: string, branch: string, request: HostRequest): HistorySource {
  const json = jsonOf(request);
  const commitsOf = (path: string, limit: number) =>
    json(`${base}/repository/commits?${new URLSearchParams({ path, ref_name: branch, per_page: String(limit) })}`, 'commits').then(readGitlabCommits);
  return {
    versions: async (path, limit = VERSIONS_SHOWN) => (await commitsOf(path, limit)).map(({ commit, date, author, message }) => ({ commit, date, author, message })),
    async fileAt(path, commit) {
      const response = await request(`${base}/repository/files/${encodeURIComponent(path)}/raw?${new URLSearchParams({ ref: commit })}`);
      if (response.status === 404) return undefined;
      if (!response.ok) throw new HistoryError(response.status, 'files');
      return response.text();
    },
    async deleted(folder) {
      const commits = (await commitsOf(folder, COMMITS_SEARCHED)).filter((commit) => commit.parent);
      const found = await inTurn(commits, async (commit): Promise<DeletedFile[]> => {
        const paths = readGitlabDeletions(await json(`${base}/repository/commits/${commit.commit}/diff`, 'diff'), folder);
        return paths.map((path) => ({ path, commit: commit.commit, parent: commit.parent, date: commit.date, author: commit.author }));
      });
      return newestDeletions(found.flat());
    },
  };
}
