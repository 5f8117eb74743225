import { z } from 'zod';
import { documented, type VariableGroup } from './documented';

/** Where book and profile photos go, and when unused ones are removed. */
export const PHOTO_VARIABLES = {
  title: 'Photos',
  about:
    "Unset `IMAGE_HOST_KEY`: photos go to the server's own image store (`POST /api/upload`; in " +
    '`DATA_DIR/uploads`, or in PostgreSQL with `DATABASE_URL`).',
  variables: {
    IMAGE_HOST_KEY: documented(z.string().trim().min(1).optional(), {
      description:
        "A third-party image host's API key (imgbb-style), read by the client build and the " +
        'server: the browser then uploads photos straight to that host, and the server lets ' +
        'the page reach it (CSP `connect-src`). The key travels in the public bundle.',
    }),
    IMAGE_HOST_URL: documented(
      z
        .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
        .default('https://api.imgbb.com/1/upload'),
      {
        description:
          "That host's upload address, called with `?key=` and the multipart field `image`.",
      },
    ),
    IMAGE_HOST_PHOTOS_URL: documented(
      z.url({ protocol: /^https$/, message: 'must be an https URL' }).default('https://i.ibb.co'),
      {
        description:
          'Where that host serves the photos it keeps (imgbb answers `https://i.ibb.co/...` ' +
          'addresses). With `IMAGE_HOST_KEY` set, pages show pictures from its origin (CSP ' +
          "`img-src`); from no other host but the site itself and Google's profile photos.",
      },
    ),
    PHOTO_ENCODERS: documented(z.coerce.number().int().min(1).max(64).optional(), {
      description:
        'How many uploaded photos each server copy encodes at once, taking turns between ' +
        'people (one person sending many delays another by one photo at most). Unset: one ' +
        "fewer than the machine's cores, at least 1 and at most 2: each encode holds one of " +
        "libuv's four pool threads and up to about 330 MB for the largest image accepted.",
      example: '2',
    }),
    UPLOAD_SWEEP_MINUTES: documented(z.coerce.number().int().min(0).max(1440).default(60), {
      description:
        'How often each server copy removes uploaded photos nothing has used for a day (one ' +
        'copy at a time; also once at start); `0`: never on a timer.',
    }),
  },
} satisfies VariableGroup<Record<string, z.ZodType>>;
