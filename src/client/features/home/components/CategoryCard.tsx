import { useId } from 'react';
import { Card } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { Category } from '../../../../shared/schemas';
import { useAppSelector } from '../../../app/hooks';
import { paths } from '../../../app/paths';
import {
  categoryDisplayDescription,
  categoryDisplayName,
} from '../../../components/listings/categoryDisplayName';
import { selectLanguage } from '../../../i18n/languageSlice';
import { useT } from '../../../i18n/useT';
import { previewCategoryDescription } from '../previewDescription';

export function CategoryCard({ category }: { category: Category }) {
  const t = useT();
  const language = useAppSelector(selectLanguage);
  const titleId = useId();
  return (
    <Card as="article" aria-labelledby={titleId} className="h-100 category-card">
      {/* Decorative: the category's name follows as the card's title. */}
      <Card.Img variant="top" src={category.img} alt="" width={600} height={400} loading="lazy" />
      <Card.Body className="d-flex flex-column">
        <Card.Title as="h3" id={titleId} className="h5">
          {categoryDisplayName(category, language)}
        </Card.Title>
        <Card.Text>
          {previewCategoryDescription(categoryDisplayDescription(category, language))}
        </Card.Text>
        <p className="fw-semibold">{t('labels.totalBookCount', { count: category.total })}</p>
        {/* Described by the title, so a list of links still says which category it opens. */}
        <Link
          to={paths.categoryListings.getHref(category._id)}
          aria-describedby={titleId}
          className="btn btn-primary mt-auto align-self-start"
        >
          {t('labels.seeMore')}
        </Link>
      </Card.Body>
    </Card>
  );
}
