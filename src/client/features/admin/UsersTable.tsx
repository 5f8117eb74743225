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
  users: U[];
  columns?: UserColumn<U>[];
};

/** Picture, name, email (and more columns). Scrolls sideways on phones, not the page. */
export function UsersTable<U extends User>({ users, columns = [] }: UsersTableProps<U>) {
  const t = useT();
  return (
    <Table responsive hover className="align-middle users-table">
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
  );
}
