import { useRef, useState } from 'react';
import { Button, Col, Container, Row } from 'react-bootstrap';
import type { SearchCriteria } from '../../../shared/searchQueryString';
import { useGetCategoriesQuery } from '../../api/categoriesApi';
import { SearchBox } from '../../components/header/SearchBox';
import { usePageTitle } from '../../components/usePageTitle';
import { useT } from '../../i18n/useT';
import { FilterChips } from './FilterChips';
import { FilterPanel } from './FilterPanel';
import { SearchFilters } from './SearchFilters';
import { SearchResults } from './SearchResults';
import { SortSelect } from './SortSelect';
import { NO_FILTERS, useSearchCriteria } from './useSearchCriteria';

/**
 * /search (docs/product.md#search-page), public: the books matching the address's words, filters
 * and order. The filters sit beside the results on laptops; on phones they fold into a panel
 * behind a 'Filters' button, and the page has its own search box, the header's being folded away.
 */
export function SearchPage() {
  const { criteria, change, clearFilters, hasFilters } = useSearchCriteria();
  const words = criteria.q ?? '';
  const t = useT();
  usePageTitle(words ? t('search.pageNameWords', { words }) : t('search.pageName'));
  const { data: categories = [] } = useGetCategoriesQuery();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const countRef = useRef<HTMLParagraphElement>(null);

  // A removed chip's button is gone: focus goes to the count, which says what is found now.
  const removeFilters = (changes: SearchCriteria) => {
    change(changes);
    countRef.current?.focus();
  };

  return (
    <Container className="py-4 py-lg-5">
      <h1 className="section-title">
        {words ? t('search.headingWords', { words }) : t('search.heading')}
      </h1>
      <SearchBox id="page-search" className="d-lg-none mb-3" />
      <Row className="g-4">
        <Col lg={3}>
          <SearchFilters
            id="search-filters"
            show={filtersOpen}
            onHide={() => setFiltersOpen(false)}
          >
            <h2 className="h5 d-none d-lg-block">{t('search.filters')}</h2>
            <FilterPanel criteria={criteria} categories={categories} onChange={change} />
            <Button className="d-lg-none mt-4" onClick={() => setFiltersOpen(false)}>
              {t('search.showResults')}
            </Button>
          </SearchFilters>
        </Col>
        <Col lg={9}>
          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
            <Button
              variant="outline-primary"
              className="d-lg-none"
              aria-controls="search-filters"
              aria-expanded={filtersOpen}
              onClick={() => setFiltersOpen(true)}
            >
              {t('search.filters')}
            </Button>
            <div className="ms-auto">
              <SortSelect criteria={criteria} onChange={change} />
            </div>
          </div>
          <FilterChips
            criteria={criteria}
            categories={categories}
            onRemove={removeFilters}
            onClearAll={() => removeFilters(NO_FILTERS)}
          />
          <SearchResults
            criteria={criteria}
            hasFilters={hasFilters}
            onDropFilters={clearFilters}
            countRef={countRef}
          />
        </Col>
      </Row>
    </Container>
  );
}
