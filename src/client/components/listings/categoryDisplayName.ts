import type { Language } from '../../../shared/languages';
import type { Category, Listing } from '../../../shared/schemas';
import { useGetCategoriesQuery } from '../../api/categoriesApi';
import { useLanguage } from '../../i18n/useT';

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

/**
 * The name of a listing's category in the chosen language. A listing carries only the English
 * name; Bangla finds the Bangla one in GET /Categories (cached, and asked for only in Bangla).
 */
export function useCategoryName(listing: Pick<Listing, 'category_id' | 'category_name'>): string {
  const language = useLanguage();
  const { data: categories } = useGetCategoriesQuery(undefined, { skip: language !== 'bn' });
  const category = categories?.find(({ _id }) => _id === listing.category_id);
  return category ? categoryDisplayName(category, language) : listing.category_name;
}
