export interface BudgetGroup {
  name: string;
  routes: string[];
  js: number;
  css: number;
  font: number;
  image: number;
  total: number;
}
export interface Budgets {
  headroom: number;
  groups: BudgetGroup[];
}
export interface CheckedPage {
  file: string;
  route: string;
  requests: number;
  weight: Record<string, number>;
  kb: Record<'html' | 'js' | 'css' | 'font' | 'image' | 'total', number>;
  files: { url: string; kind: string; bytes: number; gzip: number }[];
  group: BudgetGroup | undefined;
  over: string[];
}
export const BUDGET_KINDS: ('js' | 'css' | 'font' | 'image' | 'total')[];
export const budgetsPath: string;
export function readBudgets(path?: string): Budgets;
export function groupOf(budgets: Budgets, route: string): BudgetGroup | undefined;
export function checkBudgets(outDir: string, budgets: Budgets): CheckedPage[];
export function updateBudgets(pages: CheckedPage[], budgets: Budgets): Budgets;
export function formatBudgets(budgets: Budgets): string;
