import '../../styles/bootstrapOffcanvas.scss';
import type { ReactNode } from 'react';
import { Offcanvas } from 'react-bootstrap';
import { useT } from '../../i18n/useT';

export type FiltersPanelProps = {
  id: string;
  show: boolean;
  onHide: () => void;
  children: ReactNode;
};

/**
 * The filters as react-bootstrap's responsive Offcanvas: inline from `lg` up, a dialog sliding in
 * from the side on phones (focus trap, Escape, focus back to the 'Filters' button on closing).
 */
export function FiltersOffcanvas({ id, show, onHide, children }: FiltersPanelProps) {
  const t = useT();
  return (
    <Offcanvas id={id} show={show} onHide={onHide} responsive="lg" aria-label={t('search.filters')}>
      <Offcanvas.Header closeButton closeLabel={t('labels.close')}>
        <Offcanvas.Title as="h2">{t('search.filters')}</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="flex-column">{children}</Offcanvas.Body>
    </Offcanvas>
  );
}
