import { useId } from 'react';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { usePageTitle } from '../../components/usePageTitle';
import type { User } from '../../../shared/schemas';
import { type UserColumn, UsersTable } from './UsersTable';

type UsersQuery<U extends User> = {
  data?: U[];
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
};

type UsersSectionProps<U extends User> = {
  title: string;
  loadingLabel: string;
  /** The count heading, e.g. 'Total Buyer: {count}'. */
  total: (count: number) => string;
  emptyText: string;
  query: UsersQuery<U>;
  /** Columns after the e-mail (All Seller: rating and verification). */
  columns?: UserColumn<U>[];
};

/** An admin page of people: its title, a spinner, then the count and the table. */
export function UsersSection<U extends User>({
  title,
  loadingLabel,
  total,
  emptyText,
  query: { data: users, isLoading, error, refetch },
  columns,
}: UsersSectionProps<U>) {
  usePageTitle(title);
  const headingId = useId();

  let content;
  if (isLoading) content = <LoadingSpinner label={loadingLabel} />;
  else if (!users) content = <LoadFailure error={error} onRetry={() => void refetch()} />;
  else {
    content = (
      <>
        <h2 className="h5">{total(users.length)}</h2>
        {users.length === 0 ? <p>{emptyText}</p> : <UsersTable users={users} columns={columns} />}
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
