import { Col, Row } from 'react-bootstrap';
import { useGetCategoriesQuery } from '../../../api/categoriesApi';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { useT } from '../../../i18n/useT';
import { CategoryCard } from './CategoryCard';

/** The category cards. A failed fetch shows nothing at all (docs/product.md#home-page). */
export function CategoryList() {
  const t = useT();
  const { data: categories = [], isLoading } = useGetCategoriesQuery();

  if (!isLoading && categories.length === 0) return null;

  return (
    <section aria-labelledby="categories-heading" className="container py-5">
      <h2 id="categories-heading" className="section-title">
        {t('home.browseByCategory')}
      </h2>
      {isLoading ? (
        // As tall as the cards will be, so the sections below do not jump when they arrive.
        <div className="category-list__loading">
          <LoadingSpinner label={t('home.loadingCategories')} />
        </div>
      ) : (
        <Row as="ul" xs={1} md={2} lg={3} className="g-4 list-unstyled">
          {categories.map((category) => (
            <Col as="li" key={category._id}>
              <CategoryCard category={category} />
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}
