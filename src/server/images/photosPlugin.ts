import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ONE_YEAR_IMMUTABLE } from '../cacheControl';
import { runsOnPostgresServer } from '../db/client';
import { notFound } from '../httpError';
import { copyUploadsFolderIn } from './copyUploadsIn';
import { databasePhotoStore } from './databasePhotoStore';
import { diskPhotoStore, uploadsDir } from './diskPhotoStore';
import { withMemoryCache } from './photoMemoryCache';
import { UPLOADS_URL_PREFIX } from './imageStore';
import {
  contentTypeOf,
  type PhotoStore,
  type PhotoStoreKind,
  type StoredPhoto,
} from './photoStore';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded photos are kept: see images/photoStore.ts. */
    photos: PhotoStore;
  }
}

export interface PhotosPluginOptions {
  /** The store to use; by default the database's kind decides (tests try both). */
  kind?: PhotoStoreKind | undefined;
}

/** The size and time of a stored photo, the form @fastify/static (send) gave its files. */
const etagOf = (photo: StoredPhoto) =>
  `W/"${photo.data.length.toString(16)}-${photo.storedAt.getTime().toString(16)}"`;

/** Whether the browser's copy is this photo: If-None-Match, else If-Modified-Since (RFC 9110). */
function browserHoldsIt(request: FastifyRequest, etag: string, storedAt: Date): boolean {
  const { 'if-none-match': noneMatch, 'if-modified-since': modifiedSince } = request.headers;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  if (noneMatch !== undefined)
    return noneMatch.trim() === '*' || noneMatch.split(',').some((tag) => weak(tag) === weak(etag));
  if (modifiedSince === undefined) return false;
  const since = Date.parse(modifiedSince);
  return !Number.isNaN(since) && Math.floor(storedAt.getTime() / 1000) * 1000 <= since;
}

const servePhotos: FastifyPluginAsync<PhotosPluginOptions> = async (app, { kind }) => {
  const { db, config } = app;
  const chosen = kind ?? (runsOnPostgresServer(db) ? 'database' : 'disk');
  // The disk store has the operating system's file cache; the database store gets its own.
  const store =
    chosen === 'database'
      ? withMemoryCache(databasePhotoStore(db))
      : diskPhotoStore(config.DATA_DIR);
  app.decorate('photos', store);
  app.log.info(
    chosen === 'database'
      ? { photoStore: 'postgresql' }
      : { photoStore: 'disk', folder: uploadsDir(config.DATA_DIR) },
    'photo store',
  );
  if (chosen === 'database') {
    // Before the server is ready, so no photo the folder holds is ever answered 404 meanwhile.
    const copied = await copyUploadsFolderIn(db, config.DATA_DIR);
    if (copied > 0)
      app.log.info({ copied }, 'copied photos from the uploads folder into the database');
  }

  // Each name is a fresh random UUID and is never rewritten, so browsers may keep a photo for a
  // year; nosniff (helmet sends it too) makes browsers trust only the type we proved.
  app.get<{ Params: { name: string } }>(`${UPLOADS_URL_PREFIX}:name`, async (request, reply) => {
    const { name } = request.params;
    const photo = await store.read(name);
    if (!photo) throw notFound();
    const etag = etagOf(photo);
    reply
      .header('cache-control', ONE_YEAR_IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .header('etag', etag)
      .header('last-modified', photo.storedAt.toUTCString());
    if (browserHoldsIt(request, etag, photo.storedAt)) return reply.code(304).send();
    return reply.type(contentTypeOf(name)).send(photo.data);
  });
};

/**
 * Uploaded photos (docs/decisions/0040-shared-photos-and-single-jobs.md): `app.photos`, the one
 * store chosen at start (the photo_files table on PostgreSQL, so every copy serves every photo,
 * with the files of an older uploads folder copied in; DATA_DIR/uploads on PGlite), and
 * GET /uploads/{name}, which answers the same from either: the proved type, a year's immutable
 * caching, ETag and 304, and 404 for any name the store does not hold or never gives.
 */
export const photosPlugin = fp(servePhotos, { name: 'photos', dependencies: ['db', 'errors'] });
