import { z } from 'zod';

/**
 * What the configuration reference says of a variable. It lives on the variable's schema as zod
 * metadata, so docs/configuration.md and .env.example are generated from the very schema the
 * server reads its environment with (npm run docs:config), and cannot drift from it.
 */
export const VariableDocSchema = z.object({
  /** What the variable does and why, in sentences; Markdown code spans allowed. */
  description: z.string().min(1),
  /** A value to show in .env.example where the schema has no default of its own. */
  example: z.string().min(1).optional(),
});
export type VariableDoc = z.infer<typeof VariableDocSchema>;

/** The variable's schema, carrying the reference's text about it. */
export const documented = <Schema extends z.ZodType>(schema: Schema, doc: VariableDoc): Schema =>
  schema.meta(doc);

/** A titled group of variables: a section of the reference and of .env.example. */
export interface VariableGroup<Shape extends Record<string, z.ZodType>> {
  title: string;
  /** What holds for the whole group, before its variables. */
  about?: string;
  variables: Shape;
}
