import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { serverOrders } from './handlers/ordersHandlers';
import { renderRoute } from './renderWithProviders';
import { signedInAs } from './session';

/** The demo buyer's unpaid order (The God of Small Things, $250), and the other two. */
export const orderTitled = (title: string) =>
  serverOrders.find(({ bookTitle }) => bookTitle === title)!;
export const UNPAID = 'The God of Small Things';

/** Opens the payment page of the demo buyer's order for `title`. */
export async function openPayment(title = UNPAID) {
  signedInAs('buyer@demo.test');
  const page = renderRoute(`/dashboard/payment/${orderTitled(title)._id}`);
  await screen.findByRole('heading', { level: 1, name: `Payment for ${title}` });
  return page;
}

export const payButton = () => screen.getByRole('button', { name: 'Pay' });

/** Types a card into the test-mode form. */
export async function typeTestModeCard(user: UserEvent, cardNumber: string) {
  await user.type(screen.getByLabelText('Card number'), cardNumber);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/34');
  await user.type(screen.getByLabelText('CVC'), '123');
}
