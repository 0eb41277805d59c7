import type { Database } from '@stepup/db';
import { AppError } from '../../app-error';
import { pingDatabase } from './repository';

export async function checkHealth(db: Database, onError: (err: unknown) => void): Promise<void> {
  try {
    await pingDatabase(db);
  } catch (err) {
    onError(err);
    throw new AppError('unavailable', 'The database is not reachable.');
  }
}
