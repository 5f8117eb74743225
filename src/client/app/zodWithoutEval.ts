import type { $ZodConfig } from 'zod/v4/core';

/**
 * zod compiles its object checks with `new Function`, after a probe that tries it. The page's
 * Content-Security-Policy allows no eval, so the browser refuses both and reports each attempt
 * on the console (the checks still work, more slowly, without them). zod's `jitless` setting
 * turns both off; it must be on before anything builds a schema, so the app's entry imports
 * this first, before any chunk that brings the shared schemas.
 *
 * zod keeps its settings in `globalThis.__zod_globalConfig`, and settings written there before
 * zod loads take effect as it does: zod's own way to configure it ahead (src/v4/core/core.ts).
 * Not `z.config()`: importing it would bring zod into every page's first load, which the size
 * budget keeps it out of (scripts/size/routeTable.ts).
 */
const zodSettings = globalThis as { __zod_globalConfig?: $ZodConfig };
// Changed in place: a zod already loaded (none in a browser, but a test's) reads this object.
(zodSettings.__zod_globalConfig ??= {}).jitless = true;
