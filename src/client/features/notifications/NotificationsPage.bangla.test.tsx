import { screen, within } from '@testing-library/react';
import { bangla } from '../../testing/english';
import { expectNoEnglishLeft } from '../../testing/expectNoEnglishLeft';
import { renderRouteIn } from '../../testing/renderWithProviders';
import { signedInAs } from '../../testing/session';
import { PERSON, tellEveryKind, tellModerationKinds } from './notificationsTestKit';

describe('notifications page in Bangla', () => {
  it('tells every kind, its time and the unread count in Bangla', async () => {
    tellEveryKind();
    signedInAs(PERSON);
    await renderRouteIn('bn', '/dashboard/notifications');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'নোটিফিকেশন' }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list');
    expect(
      await within(list).findByRole('link', {
        name: 'পড়া হয়নি: একজন ক্রেতা “Lalsalu” বইটির জন্য আপনাকে ৫-এর মধ্যে ৪ স্টার দিয়েছেন।',
      }),
    ).toBeVisible();
    expect(
      within(list).getByRole('link', {
        name: 'পড়া হয়নি: “Debdas”-এর অর্ডার বাতিল হয়েছে: বিক্রেতা বইটি মুছে ফেলেছেন।',
      }),
    ).toBeVisible();
    expect(within(list).getAllByText(/আগে$/)).toHaveLength(8);
    expect(screen.getByText('৭টি নোটিফিকেশন পড়া হয়নি')).toBeVisible();
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'নোটিফিকেশন, ৭টি পড়া হয়নি' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: bangla('notifications.markAllRead') })).toBeEnabled();
    expectNoEnglishLeft();
  });

  it('tells reports and approvals in Bangla', async () => {
    tellModerationKinds();
    signedInAs(PERSON);
    await renderRouteIn('bn', '/dashboard/notifications');

    const list = await screen.findByRole('list');
    expect(
      await within(list).findByRole('link', {
        name: 'পড়া হয়নি: কেউ একটি বই রিপোর্ট করেছেন। এটি রিপোর্টের তালিকায় অপেক্ষা করছে।',
      }),
    ).toBeVisible();
    expect(
      within(list).getByRole('link', {
        name: 'পড়া হয়নি: অ্যাডমিন “Junk” অনুমোদন করেননি, তাই বইটি সরিয়ে দেওয়া হয়েছে।',
      }),
    ).toBeVisible();
    expectNoEnglishLeft();
  });
});
