import { z } from 'zod';
import { EmailSchema, IdSchema, TextSchema } from '../../../shared/schemas/common';
import type { ApiRoute } from '../../plugins/auth';
import { sampleFromSchemas, schemaFieldsOf, UngeneratableSample } from './schemaSample';

const routeWith = (schema: ApiRoute['schema']): ApiRoute => ({
  method: 'POST',
  url: '/api/things/:id',
  access: 'public',
  schema,
});

describe('a sample call made from a route’s schemas', () => {
  it('fills the required fields with valid values and leaves the optional ones out', () => {
    const sample = sampleFromSchemas(
      routeWith({
        params: z.object({ id: IdSchema }),
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(48).default(12),
          email: EmailSchema,
          price: z.string().regex(/^\d{1,8}(\.\d{1,2})?$/),
        }),
        body: z.strictObject({
          title: TextSchema.min(3).max(5),
          rating: z.number().int().min(1).max(5),
          price: z.number().nonnegative().multipleOf(0.01),
          kind: z.enum(['paperback', 'hardcover']),
          tags: z.array(z.string()).min(2),
          note: z.string().optional(),
        }),
      }),
    );
    expect(sample).toEqual({
      params: { id: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      query: { email: 'someone@test.example', price: expect.stringMatching(/^\d{1,8}/) },
      body: {
        title: 'Sampl',
        rating: 1,
        price: 1,
        kind: 'paperback',
        tags: ['Sample text', 'Sample text'],
      },
    });
  });

  it('names a new id on every call, so no call spoils the next', () => {
    const route = routeWith({ params: z.object({ id: IdSchema }) });
    expect(sampleFromSchemas(route).params).not.toEqual(sampleFromSchemas(route).params);
  });

  it('sends every optional field when the schema wants at least one', () => {
    const body = z
      .strictObject({ language: z.enum(['en', 'bn']).optional(), on: z.boolean().optional() })
      .refine((value) => Object.keys(value).length > 0);
    expect(sampleFromSchemas(routeWith({ body })).body).toEqual({ language: 'en', on: true });
  });

  it('gives a route without schemas an empty call, and lists every field a schema names', () => {
    expect(sampleFromSchemas(routeWith({}))).toEqual({});
    const route = routeWith({
      params: z.object({ id: IdSchema }),
      body: z.object({ note: z.string().optional() }),
    });
    expect(schemaFieldsOf(route)).toEqual([
      ['params', 'id'],
      ['body', 'note'],
    ]);
  });

  it.each([
    ['a value only the handler knows', z.object({ image: z.custom<string>() })],
    [
      'a refinement the plainest value fails',
      z.object({ url: z.string().refine((url) => url.startsWith('https://')) }),
    ],
  ])('refuses to guess %s', (_case, body) => {
    expect(() => sampleFromSchemas(routeWith({ body }))).toThrow(UngeneratableSample);
  });
});
