import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDiskStorage } from './disk-storage';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});
const newRoot = () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-storage-'));
  roots.push(root);
  return root;
};

describe('disk storage', () => {
  it('puts, gets and addresses a file under the root', async () => {
    const root = newRoot();
    const storage = createDiskStorage(root);
    await storage.put('companies/c1/logo-ab12-400.webp', Buffer.from('image'), 'image/webp');
    expect(fs.readFileSync(path.join(root, 'companies', 'c1', 'logo-ab12-400.webp'), 'utf8')).toBe(
      'image',
    );
    expect((await storage.get('companies/c1/logo-ab12-400.webp'))?.toString()).toBe('image');
    expect(await storage.get('companies/c1/missing.webp')).toBeNull();
    expect(storage.url('companies/c1/logo-ab12-400.webp')).toBe(
      '/files/companies/c1/logo-ab12-400.webp',
    );
    // No temporary file is left behind.
    expect(fs.readdirSync(path.join(root, 'companies', 'c1'))).toEqual(['logo-ab12-400.webp']);
  });

  it('refuses keys that could leave the root', async () => {
    const storage = createDiskStorage(newRoot());
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', 'A/B', 'a/./b', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
        'Invalid storage key',
      );
    }
  });
});
