import { useEffect, useState } from 'react';
import { loadSchemas } from './lazySchemas';

type Schemas = Awaited<ReturnType<typeof loadSchemas>>;

/**
 * The shared schemas for a form that validates as it is filled in, null until fetched: the fetch
 * starts as the page mounts, beside the page's own data requests, so zod is not in the route's
 * first load and costs no extra round trip before the form shows.
 */
export function useSchemas(): Schemas | null {
  const [schemas, setSchemas] = useState<Schemas | null>(null);
  useEffect(() => {
    let mounted = true;
    loadSchemas().then(
      (loaded) => {
        if (mounted) setSchemas(loaded);
      },
      (error: unknown) => console.error('The form checks could not be loaded', error),
    );
    return () => {
      mounted = false;
    };
  }, []);
  return schemas;
}
