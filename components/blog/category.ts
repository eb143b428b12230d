import type { AccentColor, ArticleCategory } from '@/content/types';
import accent from '@/components/ui/accent.module.css';

/** One brand accent per article category, for chips and icon badges. */
export const categoryColor: Record<ArticleCategory, AccentColor> = {
  Accompagnement: 'teal',
  Domicile: 'blue',
  Santé: 'rose',
  Alimentation: 'green',
  'Bien-être': 'violet',
};

/** The accent class (--accent, --accent-soft) of a category: a class, since the CSP allows no style="" attribute. */
export function categoryClass(category: ArticleCategory): string {
  return accent[categoryColor[category]] ?? '';
}
