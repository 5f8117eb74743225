import type { ReactNode } from 'react';
import { Table } from 'react-bootstrap';
import type { User } from '../../../shared/schemas';
import { UserAvatar } from '../../components/UserAvatar';
import { contentLanguage } from '../../i18n/contentLanguage';
import { useT } from '../../i18n/useT';

type UsersTableProps = {
  users: User[];
  /** A last column, e.g. the seller's verification. */
  action?: { heading: string; render: (user: User) => ReactNode };
};

/** Picture, name, email (and an action). Scrolls sideways on phones, not the page. */
export function UsersTable({ users, action }: UsersTableProps) {
  const t = useT();
  return (
    <Table responsive hover className="align-middle users-table">
      <thead>
        <tr>
          <th scope="col">{t('admin.picture')}</th>
          <th scope="col">{t('admin.name')}</th>
          <th scope="col">{t('admin.email')}</th>
          {action && <th scope="col">{action.heading}</th>}
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
            {action && <td>{action.render(user)}</td>}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
