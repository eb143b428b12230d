import type { AccentColor, ArticleCategory } from '@/content/types';

/** One brand accent per article category, for chips and icon badges. */
export const categoryColor: Record<ArticleCategory, AccentColor> = {
  Accompagnement: 'teal',
  Domicile: 'blue',
  Santé: 'rose',
  Alimentation: 'green',
  'Bien-être': 'violet',
};

/** Inline custom properties that colour a chip or badge with its category's accent. */
export function categoryStyle(category: ArticleCategory): React.CSSProperties {
  const color = categoryColor[category];
  return {
    '--accent': `var(--color-${color})`,
    '--accent-soft': `var(--color-${color}-soft)`,
  } as React.CSSProperties;
}
