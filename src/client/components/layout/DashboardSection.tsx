import { type ReactNode, useId } from 'react';
import { usePageTitle } from '../usePageTitle';

type DashboardSectionProps = {
  /** The side menu's name of the section (pages.*), also the browser tab's title. */
  title: string;
  children: ReactNode;
};

/**
 * A dashboard section's frame: the page title, one h1 that names the section for screen
 * readers (the section is labelled by it), then the section's own content.
 */
export function DashboardSection({ title, children }: DashboardSectionProps) {
  usePageTitle(title);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId} className="h3 mb-4">
        {title}
      </h1>
      {children}
    </section>
  );
}
