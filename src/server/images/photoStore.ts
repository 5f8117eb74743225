const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/**
 * Names storeVariants gives: a random UUID with a width and `.webp` (one file per width, decision
 * 0035), or, from before, the UUID and the extension the bytes proved. Nothing else is ever read,
 * written or removed by a store, so a name can never leave it (no `/`, no `..`).
 */
export const STORED_NAME = new RegExp(`^(${UUID})(-[1-9][0-9]{0,3}\\.webp|\\.(jpg|png|gif|webp))$`);

export const isStoredName = (name: string) => STORED_NAME.test(name);

/** The upload a stored file belongs to: every width of one upload shares its UUID. */
export const uploadIdOf = (name: string) => STORED_NAME.exec(name)?.[1] ?? '';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/** The type a stored name's bytes were proved to be (sniffImageType) when it was written. */
export const contentTypeOf = (name: string) =>
  CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

export interface PhotoFile {
  name: string;
  data: Buffer;
}

export interface StoredPhoto {
  data: Buffer;
  /** When it was written; a name is never rewritten, so this and the size identify the bytes. */
  storedAt: Date;
}

/**
 * Where uploaded photos live (docs/decisions/0040-shared-photos-and-single-jobs.md): the
 * uploads folder in DATA_DIR on PGlite (one process), the photo_files table on PostgreSQL, so
 * that every copy of the server serves every photo. Chosen once, at start (photosPlugin.ts).
 */
export interface PhotoStore {
  readonly kind: PhotoStoreKind;
  /** Writes the files of one upload, all or none; each name is new (a fresh UUID). */
  saveAll(files: readonly PhotoFile[]): Promise<void>;
  /** A stored photo, or undefined for an unknown name or one the store never gives. */
  read(name: string): Promise<StoredPhoto | undefined>;
  /**
   * Up to `limit` names written before `cutoff`, oldest first, for the upload sweep: stored
   * names, and on disk the hidden partial files a crash left (partialName).
   */
  writtenBefore(cutoff: Date, limit: number): Promise<string[]>;
  /** Removes these names; a name already gone is no error (another copy removed it). */
  remove(names: readonly string[]): Promise<void>;
}

export type PhotoStoreKind = 'disk' | 'database';

/** The hidden name the disk store writes to first: `.<uuid>-<width>.part` (before 0035 `.<uuid>.part`). */
export const PARTIAL_NAME = new RegExp(`^\\.${UUID}(-[1-9][0-9]{0,3})?\\.part$`);
