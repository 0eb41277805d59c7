import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@stepup/db';
import { readConfig } from './config';
import type { Config } from './config';
import { startSharedServices } from './services';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-services-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('startSharedServices', () => {
  it('never picks the sandbox payment provider in production, whatever the configuration says', async () => {
    // A configuration readConfig would refuse, as a caller building its own might pass it.
    const config: Config = {
      ...readConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }),
      env: 'production',
    };
    expect(config.stripe).toBeUndefined();
    // Refused before anything starts: no database is touched.
    const database = {} as DatabaseHandle;
    await expect(
      startSharedServices(config, database, {
        onError: () => {},
      }),
    ).rejects.toThrow(/production with the sandbox payment provider, which takes no money/);
  });
});
