import { config } from 'zod/v4/core';

/**
 * zod compiles its object checks with `new Function`, after a probe that tries it. The page's
 * Content-Security-Policy allows no eval, so the browser refuses both and reports each attempt
 * on the console (the checks still work, more slowly, without them). Turned off here, before
 * anything builds a schema: the app's entry imports this first, so it runs before any chunk
 * that brings the shared schemas. `zod/v4/core` is the small module that holds zod's settings,
 * not the schema library, which stays out of the first load.
 */
config({ jitless: true });
