import { http } from 'msw';
import { apiUrl } from './handlers/apiUrl';
import { server } from './server';

type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * Holds every request to one API route until the test calls the returned `release`; the default
 * handlers then answer them. A test sees the state in between (a spinner, a busy button) for as
 * long as it looks at it, however busy the machine is: a fixed delay would race the test.
 */
export function holdRequests(method: Method, route: string): () => void {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http[method](apiUrl(route), async () => {
      await released;
      // No answer of its own: the request goes on to the default handler.
      return undefined;
    }),
  );
  return release;
}
