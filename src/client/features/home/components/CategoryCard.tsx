import { useId } from 'react';
import { Card } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { LABELS } from '../../../../shared/messages';
import type { Category } from '../../../../shared/schemas';
import { paths } from '../../../app/paths';
import { previewCategoryDescription } from '../previewDescription';

export function CategoryCard({ category }: { category: Category }) {
  const titleId = useId();
  return (
    <Card as="article" aria-labelledby={titleId} className="h-100 category-card">
      {/* Decorative: the category's name follows as the card's title. */}
      <Card.Img variant="top" src={category.img} alt="" width={600} height={400} loading="lazy" />
      <Card.Body className="d-flex flex-column">
        <Card.Title as="h3" id={titleId} className="h5">
          {category.category_name}
        </Card.Title>
        <Card.Text>{previewCategoryDescription(category.description)}</Card.Text>
        <p className="fw-semibold">
          {LABELS.totalBook} {category.total}
        </p>
        {/* Described by the title, so a list of links still says which category it opens. */}
        <Link
          to={paths.categoryListings.getHref(category._id)}
          aria-describedby={titleId}
          className="btn btn-primary mt-auto align-self-start"
        >
          {LABELS.seeMore}
        </Link>
      </Card.Body>
    </Card>
  );
}
