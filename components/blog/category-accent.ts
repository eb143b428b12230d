import type { AccentColor, ArticleCategory } from '@/content/types';
import { accentClass } from '@/components/ui/accent';

/** One brand accent per category of the blog, for its chips, cards and banners. */
const CATEGORY_COLORS: Record<ArticleCategory, AccentColor> = { support: 'teal', home: 'blue', health: 'rose', nutrition: 'green', wellbeing: 'violet' };

/** The accent class of an article's category. */
export function categoryAccent(category: ArticleCategory): string {
  return accentClass(CATEGORY_COLORS[category]);
}
