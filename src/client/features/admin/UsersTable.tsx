import '../../styles/bootstrapTables.scss';
import type { ReactNode } from 'react';
import { Table } from 'react-bootstrap';
import type { User } from '../../../shared/schemas';
import { UserAvatar } from '../../components/UserAvatar';
import { contentLanguage } from '../../i18n/contentLanguage';
import { useT } from '../../i18n/useT';

/** A column after the e-mail, e.g. the seller's rating or verification. */
export type UserColumn<U extends User> = { heading: string; render: (user: U) => ReactNode };

type UsersTableProps<U extends User> = {
  /** The id of the heading that names the table's scrolling region (the count). */
  labelledBy: string;
  users: U[];
  columns?: UserColumn<U>[];
};

/**
 * Picture, name, email (and more columns). Scrolls sideways on phones, not the page: the
 * scrolling box takes the keyboard's focus, so it scrolls by keys too when no row has a button.
 */
export function UsersTable<U extends User>({
  labelledBy,
  users,
  columns = [],
}: UsersTableProps<U>) {
  const t = useT();
  return (
    <div className="table-responsive" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <Table hover className="align-middle users-table">
        <thead>
          <tr>
            <th scope="col">{t('admin.picture')}</th>
            <th scope="col">{t('admin.name')}</th>
            <th scope="col">{t('admin.email')}</th>
            {columns.map(({ heading }) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user._id}>
              <td>
                <UserAvatar photoURL={user.img || null} name={user.name} size={48} />
              </td>
              <th scope="row" className="fw-normal" lang={contentLanguage(user.name)}>
                {user.name}
              </th>
              <td className="text-break">{user.email}</td>
              {columns.map(({ heading, render }) => (
                <td key={heading}>{render(user)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
