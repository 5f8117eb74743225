import '../../styles/bootstrapFormCheck.scss';
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
  /** A switch that shows only some of them (All Seller: only the unverified). */
  filter?: UsersFilter<U>;
};

export type UsersFilter<U extends User> = {
  label: string;
  on: boolean;
  onChange: (on: boolean) => void;
  keeps: (user: U) => boolean;
  /** What it shows while on, e.g. '3 unverified sellers'. */
  shown: (count: number) => string;
};

/** An admin page of people: its title, a spinner, then the count and the table. */
export function UsersSection<U extends User>({
  title,
  loadingLabel,
  total,
  emptyText,
  query: { data: users, isLoading, error, refetch },
  columns,
  filter,
}: UsersSectionProps<U>) {
  usePageTitle(title);
  const headingId = useId();
  const filterId = useId();
  const countId = useId();

  let content;
  if (isLoading) content = <LoadingSpinner label={loadingLabel} />;
  else if (!users) content = <LoadFailure error={error} onRetry={() => void refetch()} />;
  else {
    // The heading counts them all; the switch only narrows the table.
    const shown = filter?.on ? users.filter(filter.keeps) : users;
    content = (
      <>
        <h2 className="h5" id={countId}>
          {total(users.length)}
        </h2>
        {filter && users.length > 0 && (
          <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
            {/* Bootstrap's switch as FormCheck renders it, without its JS in the admin's chunk. */}
            <div className="form-check form-switch">
              <input
                className="form-check-input"
                type="checkbox"
                id={filterId}
                checked={filter.on}
                onChange={(event) => filter.onChange(event.target.checked)}
              />
              <label className="form-check-label" htmlFor={filterId}>
                {filter.label}
              </label>
            </div>
            {filter.on && (
              <span className="text-body-secondary" role="status">
                {filter.shown(shown.length)}
              </span>
            )}
          </div>
        )}
        {users.length === 0 && <p>{emptyText}</p>}
        {shown.length > 0 && <UsersTable labelledBy={countId} users={shown} columns={columns} />}
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
