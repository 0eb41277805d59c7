/**
 * Where uploaded files live (company logos and images). The server stores through this interface
 * only: the disk implementation is the embedded default (`DATA_DIR/files`, served at /files/);
 * an S3-compatible one is planned behind the same three calls (ADR 013).
 *
 * Keys are relative, slash-separated paths such as `companies/<id>/logo-<random>-400.webp`: lower
 * case letters, digits, dashes, dots and underscores, no `..`.
 */
export interface FileStorage {
  kind: 'disk' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** The address a browser loads the file from. */
  url(key: string): string;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*$/;

/** Throws for a key that could leave the storage root or is not one this server makes. */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

/**
 * The key of a file this storage serves at `url` (an image address kept in the database), or
 * null for an address it does not serve or a key it would not make.
 */
export function storageKeyOf(storage: FileStorage, url: string): string | null {
  const prefix = storage.url('x').slice(0, -1);
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  try {
    assertStorageKey(key);
    return key;
  } catch {
    return null;
  }
}
