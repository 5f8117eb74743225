import { waitFor } from '@testing-library/react';

/**
 * What a browser does under the product's CSP (script-src without 'unsafe-eval'): building code
 * from a string, `new Function(...)` or `Function(...)`, throws, and the attempt is reported on
 * the console. A proxy, so that Function.prototype and instanceof stay as they are; the attempts
 * are kept for the test to read.
 */
function refuseEval(): { attempts: unknown[][]; restore: () => void } {
  const RealFunction = globalThis.Function;
  const attempts: unknown[][] = [];
  const refuse = (args: unknown[]) => {
    attempts.push(args);
    throw new EvalError('Refused to evaluate a string as JavaScript (CSP)');
  };
  globalThis.Function = new Proxy(RealFunction, {
    construct: (_target, args: unknown[]) => refuse(args),
    apply: (_target, _this, args: unknown[]) => refuse(args),
  });
  return { attempts, restore: () => (globalThis.Function = RealFunction) };
}

/**
 * zod compiles its object checks from strings after a probe that tries it, so under the CSP
 * every page that checked an answer reported a blocked eval. The app turns that off before
 * anything builds a schema (app/zodWithoutEval.ts, the entry's first import).
 */
describe('the app under a CSP without eval', () => {
  it('starts, loads the shared schemas and checks answers without building code', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const csp = refuseEval();
    try {
      // A fresh start, as a browser's: every module (zod's too) evaluated anew for this page.
      await jest.isolateModulesAsync(async () => {
        await import('./index');
        await waitFor(() => expect(document.querySelector('h1')).not.toBeNull());
        const { loadSchemas } = await import('./api/lazySchemas');
        const schemas = await loadSchemas();
        expect(schemas.CategoryListSchema.parse([])).toEqual([]);
        const signIn = { email: 'reader@test.example', password: 'secret' };
        expect(schemas.LoginFormSchema.safeParse(signIn).success).toBe(true);
        // The setting as zod's own API reads it.
        expect((await import('zod')).config().jitless).toBe(true);
      });
    } finally {
      csp.restore();
    }
    expect(csp.attempts).toEqual([]);
  });
});
