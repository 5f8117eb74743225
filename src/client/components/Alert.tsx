import '../styles/bootstrapAlert.scss';
import type { ReactNode } from 'react';

type AlertProps = {
  variant: 'danger' | 'info' | 'success' | 'warning';
  className?: string;
  children: ReactNode;
};

/**
 * A Bootstrap alert as react-bootstrap's `<Alert>` renders one that is never dismissed: the same
 * markup and role, without its show/hide state and fade, whose hooks (uncontrollable,
 * @restart/hooks: 1.5 KB gzip) were the search page's first load over its 160 KB. Its
 * styles come with it (bootstrapAlert.scss).
 */
export function Alert({ variant, className, children }: AlertProps) {
  return (
    <div role="alert" className={`alert alert-${variant}${className ? ` ${className}` : ''}`}>
      {children}
    </div>
  );
}
