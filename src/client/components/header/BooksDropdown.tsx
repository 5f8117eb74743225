import { NavDropdown } from 'react-bootstrap';
import { Link, type LinkProps } from 'react-router-dom';
import { useGetCategoriesQuery } from '../../api/categoriesApi';
import { paths } from '../../app/paths';

/**
 * A category entry's link. Inside a Nav, react-bootstrap gives dropdown items with an eventKey
 * aria-selected, which belongs to options and tabs, not links (axe: aria-allowed-attr), so
 * the link leaves it out.
 */
function CategoryLink({ 'aria-selected': _ariaSelected, ...props }: LinkProps) {
  return <Link {...props} />;
}

/** The header's Books menu: one entry per category. A failed fetch leaves it empty, silently. */
export function BooksDropdown() {
  const { data: categories = [], isLoading } = useGetCategoriesQuery();

  return (
    <NavDropdown title="Books" id="books-menu">
      {isLoading && <NavDropdown.ItemText className="text-muted">Loading…</NavDropdown.ItemText>}
      {categories.map((category) => {
        const href = paths.categoryListings.getHref(category._id);
        return (
          // eventKey lets the collapsed phone menu close when an entry is chosen.
          <NavDropdown.Item key={category._id} as={CategoryLink} to={href} eventKey={href}>
            {category.category_name}
          </NavDropdown.Item>
        );
      })}
    </NavDropdown>
  );
}
