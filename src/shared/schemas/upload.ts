import { z } from 'zod';

/** The image host's answer, in the shape of an imgbb-style host, which our own store gives too. */
export const UploadResponseSchema = z.object({
  success: z.boolean(),
  data: z.object({
    url: z.string(),
    image: z.object({ url: z.string() }).optional(),
  }),
});

/** How the third-party host words a refusal (e.g. a wrong key): `{ error: { message } }`. */
export const ImageHostErrorSchema = z.object({ error: z.object({ message: z.string() }) });
