import { z } from 'zod';

/** The image host's answer, as the seed's third-party host gives it. */
export const UploadResponseSchema = z.object({
  success: z.boolean(),
  data: z.object({
    url: z.string(),
    image: z.object({ url: z.string() }).optional(),
  }),
});

/** How the third-party host words a refusal (e.g. a wrong key): `{ error: { message } }`. */
export const ImageHostErrorSchema = z.object({ error: z.object({ message: z.string() }) });
