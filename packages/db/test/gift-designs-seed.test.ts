import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/client';
import { giftDesignCategories, giftDesigns } from '../src/schema';
import { seedGiftDesigns, writeGiftDesignImages } from '../src/seed/gift-designs';
import { openPglite } from './helpers';

// The demo's gift designs (docs/product.md#gift-designs): five occasions, one or two designs
// each, their artwork drawn in code and stored as WebP at the campaign pictures' 2:1.

describe('the demo gift designs', () => {
  let database: DatabaseHandle;
  let filesDir: string;
  beforeAll(async () => {
    database = await openPglite();
    filesDir = await mkdtemp(join(tmpdir(), 'stepup-designs-'));
  });
  afterAll(async () => {
    await database?.close();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  it('seeds the occasions in order with their designs, each with artwork on disk', async () => {
    await writeGiftDesignImages(filesDir);
    await database.db.transaction((tx) => seedGiftDesigns(tx));
    const rows = await database.db
      .select({
        category: giftDesignCategories.name,
        design: giftDesigns.name,
        url: giftDesigns.imageUrl,
      })
      .from(giftDesigns)
      .innerJoin(giftDesignCategories, eq(giftDesignCategories.id, giftDesigns.categoryId))
      .orderBy(asc(giftDesignCategories.sortOrder), asc(giftDesigns.sortOrder));
    expect([...new Set(rows.map((r) => r.category))]).toEqual([
      'Birthday',
      'Thank you',
      'Christmas',
      'Wedding',
      'Just because',
    ]);
    for (const category of new Set(rows.map((r) => r.category))) {
      const count = rows.filter((r) => r.category === category).length;
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(2);
    }
    for (const { url } of rows) {
      const meta = await sharp(join(filesDir, url.replace(/^\/files\//, ''))).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 1080, height: 540 });
    }
  });
});
