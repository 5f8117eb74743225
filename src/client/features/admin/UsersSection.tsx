import { type ReactNode, useId } from 'react';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { usePageTitle } from '../../components/usePageTitle';
import type { User } from '../../../shared/schemas';
import { UsersTable } from './UsersTable';

type UsersQuery = {
  data?: User[];
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
};

type UsersSectionProps = {
  title: string;
  loadingLabel: string;
  /** The count heading, e.g. 'Total Buyer: {count}'. */
  total: (count: number) => string;
  emptyText: string;
  query: UsersQuery;
  action?: { heading: string; render: (user: User) => ReactNode };
};

/** An admin page of people: its title, a spinner, then the count and the table. */
export function UsersSection({
  title,
  loadingLabel,
  total,
  emptyText,
  query: { data: users, isLoading, error, refetch },
  action,
}: UsersSectionProps) {
  usePageTitle(title);
  const headingId = useId();

  let content;
  if (isLoading) content = <LoadingSpinner label={loadingLabel} />;
  else if (!users) content = <LoadFailure error={error} onRetry={() => void refetch()} />;
  else {
    content = (
      <>
        <h2 className="h5">{total(users.length)}</h2>
        {users.length === 0 ? <p>{emptyText}</p> : <UsersTable users={users} action={action} />}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId} className="h3 mb-3">
        {title}
      </h1>
      {content}
    </section>
  );
}
