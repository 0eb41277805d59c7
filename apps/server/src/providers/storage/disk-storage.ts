import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage';
import { assertStorageKey } from './file-storage';

/**
 * Files on the local disk under `root` (the config's filesDir), served by the site at
 * `/files/<key>` (see plugins/static-site.ts). Writes go to a temporary name first and are
 * renamed into place, so a reader never sees half a file.
 */
export function createDiskStorage(root: string, { publicPrefix = '/files/' } = {}): FileStorage {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'disk',
    async put(key, body) {
      const target = fileOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temporary, body);
      await fs.rename(temporary, target);
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    url(key) {
      assertStorageKey(key);
      return `${publicPrefix}${key}`;
    },
  };
}
