import { http, HttpResponse } from 'msw';
import { CORE_API } from '../../../shared/apiPaths/corePaths';
import { SERVER_ERRORS } from '../../../shared/messages';
import type { Role } from '../../../shared/roles';
import {
  IsAdminResponseSchema,
  IsSellerResponseSchema,
  JwtResponseSchema,
  RegisterUserPayloadSchema,
  RoleResponseSchema,
  SellerDetailSchema,
  UpsertResultSchema,
  type User as UserRecord,
  UserListSchema,
} from '../../../shared/schemas';
import { apiUrl } from './apiUrl';
import { errorResponse as error, nextTestId } from './errorResponse';
import { registerReset } from './storeResets';

type FixtureUser = UserRecord;

/** README's demo accounts, as the product server knows them (the buyer has no photo). */
const DEMO_USERS: FixtureUser[] = UserListSchema.parse([
  {
    _id: 'a1d2c3b4-0001-4a00-8a00-000000000001',
    name: 'Ayesha Siddiqua',
    email: 'admin@demo.test',
    img: '/images/avatars/admin.svg',
    role: 'admin',
    appVerified: true,
  },
  {
    _id: 'a1d2c3b4-0002-4a00-8a00-000000000002',
    name: 'Rahim Uddin',
    email: 'seller@demo.test',
    img: '/images/avatars/seller.svg',
    role: 'seller',
    appVerified: true,
  },
  {
    _id: 'a1d2c3b4-0003-4a00-8a00-000000000003',
    name: 'Nusrat Jahan',
    email: 'newseller@demo.test',
    img: '/images/avatars/newseller.svg',
    role: 'seller',
    appVerified: false,
  },
  {
    _id: 'a1d2c3b4-0004-4a00-8a00-000000000004',
    name: 'Karim Ahmed',
    email: 'buyer@demo.test',
    img: '',
    role: 'buyer',
    appVerified: false,
  },
]);

/** The server's users as the handlers see them; reset before each test. */
export const knownUsers = new Map<string, FixtureUser>();
export function resetKnownUsers() {
  knownUsers.clear();
  for (const user of DEMO_USERS) knownUsers.set(user.email, { ...user });
}
resetKnownUsers();
registerReset(resetKnownUsers);

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A token shaped like the server's (the client reads only `exp`); the handlers accept these. */
export function fakeAccessToken(email: string, secondsValid = 3600): string {
  const exp = Math.floor(Date.now() / 1000) + secondsValid;
  return `${base64url({ alg: 'HS256' })}.${base64url({ email, exp })}.fake-signature`;
}

/** The caller's e-mail from a valid fake access token, or null (as the auth plugin decides). */
export function callerOf(request: Request): string | null {
  const token = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';
  const [, payload, signature] = token.split('.');
  if (!payload || signature !== 'fake-signature') return null;
  const { email, exp } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
    email: string;
    exp: number;
  };
  return exp * 1000 > Date.now() ? email : null;
}

export const roleOf = (email: string): Role => knownUsers.get(email)?.role ?? 'buyer';

function forSelf(request: Request, email: string) {
  const caller = callerOf(request);
  if (!caller) return { denied: error(401, SERVER_ERRORS.signInRequired) };
  if (caller !== email && roleOf(caller) !== 'admin') {
    return { denied: error(403, SERVER_ERRORS.notYourAccount) };
  }
  return { denied: null };
}

function issueToken(request: Request, email: string | null) {
  const idToken = request.headers.get('Authorization')?.replace(/^Bearer /, '');
  if (!idToken?.startsWith('fake-id-token:')) return error(401, SERVER_ERRORS.idTokenInvalid);
  if (idToken !== `fake-id-token:${email}`) return error(401, SERVER_ERRORS.emailMismatch);
  return HttpResponse.json(JwtResponseSchema.parse({ Access_token: fakeAccessToken(email ?? '') }));
}

export const handlers = [
  http.post(apiUrl(CORE_API.jwt.route), async ({ request }) => {
    const { email } = (await request.json()) as { email: string };
    return issueToken(request, email);
  }),
  http.post(apiUrl(CORE_API.googleUsers.route), async ({ request }) => {
    const payload = RegisterUserPayloadSchema.parse(await request.json());
    const { denied } = forSelf(request, payload.email);
    if (denied) return denied;
    const existing = knownUsers.get(payload.email);
    const role = existing && existing.role !== 'buyer' ? existing.role : payload.role;
    const _id = existing?._id ?? nextTestId();
    knownUsers.set(payload.email, { ...existing, _id, appVerified: false, ...payload, role });
    return HttpResponse.json(
      UpsertResultSchema.parse({
        acknowledged: true,
        matchedCount: existing ? 1 : 0,
        modifiedCount: existing ? 1 : 0,
        upsertedCount: existing ? 0 : 1,
        upsertedId: existing ? null : '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f',
      }),
    );
  }),
  http.get(apiUrl(CORE_API.roleOf.route), ({ request, params }) => {
    const email = String(params.email);
    const { denied } = forSelf(request, email);
    return denied ?? HttpResponse.json(RoleResponseSchema.parse({ role: roleOf(email) }));
  }),
  http.get(apiUrl(CORE_API.isSeller.route), ({ request, params }) => {
    const email = String(params.email);
    const { denied } = forSelf(request, email);
    const isSeller = roleOf(email) === 'seller';
    return denied ?? HttpResponse.json(IsSellerResponseSchema.parse({ isSeller }));
  }),
  http.get(apiUrl(CORE_API.isAdmin.route), ({ request, params }) => {
    const email = String(params.email);
    const { denied } = forSelf(request, email);
    const isAdmin = roleOf(email) === 'admin';
    return denied ?? HttpResponse.json(IsAdminResponseSchema.parse({ isAdmin }));
  }),
  // Like the server: only sellers have a detail; anyone else reads as an unknown address.
  http.get(apiUrl(CORE_API.sellerDetail.route), ({ request }) => {
    const user = knownUsers.get(new URL(request.url).searchParams.get('email') ?? '');
    if (user?.role !== 'seller') return error(404, SERVER_ERRORS.userNotFound);
    return HttpResponse.json(SellerDetailSchema.parse(user));
  }),
];
