import path from 'node:path';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65_535);

/** Every setting comes from the environment, validated once at start-up. */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port.default(3000),
  BUSINESS_PORT: port.default(3001),
  /** PostgreSQL connection string; unset → the embedded PGlite database in DATA_DIR. */
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public origins of the two sites, for links between them and in emails. */
  PUBLIC_WEB_URL: z.url().optional(),
  PUBLIC_BUSINESS_URL: z.url().optional(),
  /** Seed the demo marketplace into an empty database (on by default outside production). */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  businessPort: number;
  databaseUrl: string | undefined;
  dataDir: string;
  filesDir: string;
  logLevel: string;
  publicWebUrl: string;
  publicBusinessUrl: string;
  seedDemo: boolean;
}

export class ConfigError extends Error {}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const c = parsed.data;
  const dataDir = path.resolve(c.DATA_DIR);
  return {
    env: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    businessPort: c.BUSINESS_PORT,
    databaseUrl: c.DATABASE_URL,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    logLevel: c.LOG_LEVEL,
    publicWebUrl: c.PUBLIC_WEB_URL ?? `http://localhost:${c.PORT}`,
    publicBusinessUrl: c.PUBLIC_BUSINESS_URL ?? `http://localhost:${c.BUSINESS_PORT}`,
    seedDemo: c.SEED_DEMO ?? c.NODE_ENV !== 'production',
  };
}
