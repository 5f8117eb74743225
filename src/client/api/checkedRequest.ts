import type {
  BaseQueryApi,
  FetchArgs,
  FetchBaseQueryError,
  QueryReturnValue,
} from '@reduxjs/toolkit/query';
import { loadSchemas } from './lazySchemas';

type Schemas = Awaited<ReturnType<typeof loadSchemas>>;
type Answer<T> = QueryReturnValue<T, FetchBaseQueryError, unknown>;

/**
 * A mutation's `queryFn` whose body goes through a shared schema before it is sent, as the server
 * reads it, with the schemas (and zod) fetched on the first call: `query` must build its request
 * at once, so it would need them imported with the page. The answer is parsed as
 * `transformResponse` would (which does not apply to a `queryFn`).
 */
export function checkedRequest<Arg, Result>(
  request: (arg: Arg, schemas: Schemas) => FetchArgs,
  parseAnswer: (answer: unknown, schemas: Schemas) => Result,
) {
  return async (
    arg: Arg,
    _api: BaseQueryApi,
    _extraOptions: unknown,
    baseQuery: (args: FetchArgs) => Answer<unknown> | PromiseLike<Answer<unknown>>,
  ): Promise<QueryReturnValue<Result, FetchBaseQueryError, undefined>> => {
    const schemas = await loadSchemas();
    const answer = await baseQuery(request(arg, schemas));
    if (answer.error) return { error: answer.error };
    return { data: parseAnswer(answer.data, schemas) };
  };
}
