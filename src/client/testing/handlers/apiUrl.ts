import { API_PREFIX } from '../../../shared/apiPaths/prefix';

/** The absolute URL msw matches for a server route pattern, as the api slice requests it. */
export const apiUrl = (route: string) => `${window.location.origin}${API_PREFIX}${route}`;
