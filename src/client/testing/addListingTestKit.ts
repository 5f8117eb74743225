import { screen } from '@testing-library/react';
import { http } from 'msw';

import { apiUrl } from './handlers/apiUrl';
import { errorResponse } from './handlers/errorResponse';
import { renderRoute } from './renderWithProviders';
import { server } from './server';
import { signedInAs } from './session';
import { english } from './english';

type Page = ReturnType<typeof renderRoute>;

const photo = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'cover.png', {
    type: 'image/png',
  });

/** Opens Add Product as a seller, once its form (which waits for the categories) is there. */
export async function openAddListing(email = 'seller@demo.test'): Promise<Page> {
  signedInAs(email);
  const page = renderRoute('/dashboard/addproduct');
  await screen.findByRole('heading', { level: 1, name: english('pages.addProduct') });
  // The form comes once the categories (its dropdown) are there.
  await screen.findByLabelText('Book name');
  return page;
}

export const LISTING = {
  title: 'Padma Nadir Majhi',
  author: 'Manik Bandopadhyay',
  resale: '250',
  original: '400.50',
  used: '2 years',
  mobile: '01711000000',
  description: 'A novel of the fishermen of the Padma.',
  information: 'Paperback, a few notes in pencil.',
};

/** Types (pastes, to keep the tests quick) into the labelled field. */
export async function enter({ user }: Page, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

/** Fills every field (the optional author too) with LISTING, in Non Fiction, fair, Khulna, with a photo. */
export async function fillIn(page: Page) {
  const { user } = page;
  await enter(page, 'Book name', LISTING.title);
  await enter(page, 'Author', LISTING.author);
  await enter(page, 'Resale price (TK)', LISTING.resale);
  await enter(page, 'Original price (TK)', LISTING.original);
  await enter(page, 'Total used', LISTING.used);
  await enter(page, 'Mobile number', LISTING.mobile);
  await user.selectOptions(screen.getByLabelText('Category'), 'Non Fiction');
  await user.selectOptions(screen.getByLabelText('Condition'), 'fair');
  await user.selectOptions(screen.getByLabelText('Location'), 'Khulna');
  await enter(page, 'Description', LISTING.description);
  await enter(page, 'Relevant information', LISTING.information);
  await user.upload(screen.getByLabelText('Image'), photo());
}

export const submit = ({ user }: Page) =>
  user.click(screen.getByRole('button', { name: english('pages.addProduct') }));

/** The route answers one request with this refusal, then as usual. */
export const failOnce = (
  method: 'get' | 'post' | 'put',
  route: string,
  status: number,
  message: string,
) => server.use(http[method](apiUrl(route), () => errorResponse(status, message), { once: true }));
