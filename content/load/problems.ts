/*
 * What is wrong with the content, gathered as the loader reads it, then printed by the build
 * (pipeline/check-content.ts) in one list, in French, for the centre's staff.
 */

import { pluralForm } from '@/lib/i18n';

export interface ContentProblem {
  /** content/services/soins-medicaux-a-domicile.yml */
  file: string;
  /** The field as the editor names it (« prix n°2 › montant »), when the problem is in one. */
  field?: string;
  message: string;
}

/** « content/services/x.yml → prix n°2 › montant : « quinze mille » n'est pas un nombre de FCFA. … » */
export function formatProblem({ file, field, message }: ContentProblem): string {
  return field ? `${file} → ${field} : ${message}` : `${file} : ${message}`;
}

export class Problems {
  readonly errors: ContentProblem[] = [];
  readonly warnings: ContentProblem[] = [];

  error(file: string, field: string | undefined, message: string): void {
    this.errors.push({ file, ...(field ? { field } : {}), message });
  }

  warning(file: string, field: string | undefined, message: string): void {
    this.warnings.push({ file, ...(field ? { field } : {}), message });
  }
}

/** Thrown when the content cannot be built into pages: its message lists every problem. */
export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(
      [
        pluralForm(problems.length, 'fr') === 'one'
          ? "Le contenu du site a 1 erreur : le site n'est pas construit tant qu'elle n'est pas corrigée."
          : `Le contenu du site a ${problems.length} erreurs : le site n'est pas construit tant qu'elles ne sont pas corrigées.`,
        ...problems.map((problem) => `  • ${formatProblem(problem)}`),
      ].join('\n'),
    );
    this.name = 'ContentError';
  }
}
