import type { Language } from '../../../shared/languages';
import type { Category } from '../../../shared/schemas';

/**
 * The name a category is shown by in `language`: the one place that picks it (header menu,
 * category cards, the category page). The API sends only the English `category_name` today;
 * when it sends the Bangla name too, this picks that field for Bangla.
 */
export function categoryDisplayName(
  category: Pick<Category, 'category_name'>,
  // Unused until the API sends Bangla names: kept so every caller already passes the language.
  _language: Language,
): string {
  return category.category_name;
}
