import { API, API_PREFIX } from '../../src/shared/apiPaths';
import { JwtResponseSchema } from '../../src/shared/schemas/auth';
import { DEMO_PASSWORD } from '../../src/server/db/demo/users';
import {
  createEmulatorUser,
  signInToEmulator,
  uniqueEmail,
} from '../../src/server/testing/emulatorUsers';

export interface Answer {
  status: number;
  /** The JSON body, or the text when it is not JSON. */
  body: unknown;
}

/** A person signed in to the product: their e-mail and the server's access token. */
export interface Person {
  email: string;
  token: string;
}

/** One call of the product API at `baseUrl` (a copy or the balancer), as `person` or anonymous. */
export async function call(
  baseUrl: string,
  method: string,
  url: string,
  options: { person?: Person | undefined; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.person) headers.authorization = `Bearer ${options.person.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${API_PREFIX}${url}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: response.status, body: text };
  }
}

/** `call`, but anything other than 2xx throws with the status and body. */
export async function expectOk(...args: Parameters<typeof call>): Promise<unknown> {
  const answer = await call(...args);
  if (answer.status >= 300) {
    throw new Error(`${args[1]} ${args[2]}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

/** Signs in as the client does: a Firebase ID token from the emulator, swapped at POST /jwt. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<Person> {
  const idToken = await signInToEmulator(email, password);
  const body = await expectOk(baseUrl, 'POST', API.jwt.url(), {
    body: { email },
    headers: { authorization: `Bearer ${idToken}` },
  });
  return { email, token: accessTokenOf(body) };
}

const accessTokenOf = (body: unknown) => JwtResponseSchema.parse(body).Access_token;

/** A demo account (db/demo/users.ts), which every copy's seed put into the emulator. */
export const signInDemo = (baseUrl: string, email: string) => signIn(baseUrl, email, DEMO_PASSWORD);

/** A new buyer, as the sign-up page makes one: an emulator account, /jwt, then POST /g-users. */
export async function newBuyer(baseUrl: string, label: string): Promise<Person> {
  const user = await createEmulatorUser(uniqueEmail(label));
  const person = await signIn(baseUrl, user.email, user.password);
  await expectOk(baseUrl, 'POST', API.googleUsers.url(), {
    person,
    body: { name: `Scale ${label}`, email: user.email, role: 'buyer' },
  });
  return person;
}
