import type { Language } from '../../../shared/languages';
import type { Category } from '../../../shared/schemas';

type Bilingual = Pick<Category, 'category_name' | 'category_name_bn'>;

/**
 * The name a category is shown by in `language`: the one place that picks it (header menu,
 * category cards, the category page, the search filters). The API's `category_name` is the
 * English name (the key of links and listings); Bangla shows `category_name_bn`, or the English
 * name for a category nobody has named in Bangla yet ('').
 */
export const categoryDisplayName = (category: Bilingual, language: Language): string =>
  (language === 'bn' && category.category_name_bn) || category.category_name;

/** A category's description in `language`, with the same fallback to English. */
export const categoryDisplayDescription = (
  category: Pick<Category, 'description' | 'description_bn'>,
  language: Language,
): string => (language === 'bn' && category.description_bn) || category.description;
