import { MAIL_PATHS } from '../../shared/mailPaths';
import { paths } from './paths';

// The server's mails repeat these client paths (it never imports client code): kept in step here.
describe('the paths mails link to', () => {
  it('are the client routes of the same pages', () => {
    expect(MAIL_PATHS.myListings).toBe(paths.myListings.getHref());
    expect(MAIL_PATHS.myOrders).toBe(paths.myOrders.getHref());
    expect(MAIL_PATHS.profile).toBe(paths.profile.getHref());
    expect(MAIL_PATHS.conversation('a b')).toBe(paths.conversation.getHref('a b'));
    expect(MAIL_PATHS.sellerPage('a/b')).toBe(paths.sellerPage.getHref('a/b'));
    expect(MAIL_PATHS.book('a/b')).toBe(paths.book.getHref('a/b'));
    expect(MAIL_PATHS.notifications).toBe(paths.notifications.getHref());
    expect(MAIL_PATHS.reports).toBe(paths.reports.getHref());
  });
});
