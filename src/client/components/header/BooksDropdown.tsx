import { Link } from 'react-router-dom';
import { useGetCategoriesQuery } from '../../api/categoriesApi';
import { paths } from '../../app/paths';
import { selectLanguage } from '../../i18n/languageSlice';
import { useT } from '../../i18n/useT';
import { useAppSelector } from '../../app/hooks';
import { categoryDisplayName } from '../listings/categoryDisplayName';
import { useDisclosureMenu } from './useDisclosureMenu';

type BooksDropdownProps = {
  /** Called when an entry is chosen (the phone menu closes). */
  onChoose?: () => void;
};

/**
 * The header's Books menu: one entry per category. A failed fetch leaves it empty, silently.
 * Bootstrap's dropdown look, with a disclosure's behaviour (useDisclosureMenu.ts); inside the
 * navbar Bootstrap places the list under its button without Popper (data-bs-popper="static").
 */
export function BooksDropdown({ onChoose }: BooksDropdownProps) {
  const t = useT();
  const language = useAppSelector(selectLanguage);
  const { data: categories = [], isLoading } = useGetCategoriesQuery();
  const { open, close, rootProps, toggleProps, menuProps } = useDisclosureMenu();
  const choose = () => {
    close();
    onChoose?.();
  };

  return (
    <div className="nav-item dropdown" {...rootProps}>
      <button
        id="books-menu"
        // `show` while open, as Bootstrap's own dropdowns mark their toggle.
        className={open ? 'nav-link dropdown-toggle show' : 'nav-link dropdown-toggle'}
        aria-controls="books-menu-list"
        {...toggleProps}
      >
        {t('header.books')}
      </button>
      <ul
        id="books-menu-list"
        className={open ? 'dropdown-menu show' : 'dropdown-menu'}
        aria-labelledby="books-menu"
        data-bs-popper="static"
        {...menuProps}
      >
        {isLoading && (
          <li className="dropdown-item-text text-muted">{t('header.loadingCategories')}</li>
        )}
        {categories.map((category) => (
          <li key={category._id}>
            <Link
              className="dropdown-item"
              to={paths.categoryListings.getHref(category._id)}
              onClick={choose}
            >
              {categoryDisplayName(category, language)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
