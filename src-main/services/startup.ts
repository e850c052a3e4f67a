/**
 * Starting the host when the database may be unusable. The app calls
 * `startHostServices`; on `{ ok: false }` it shows `error.message` ("the
 * database at X is damaged (...)") and, if the player agrees, calls
 * `keepDamagedDatabaseAndStartFresh` and starts again. Data is never deleted:
 * the damaged file is renamed to `tenka.db.damaged-<timestamp>`.
 */
import { DatabaseDamagedError, DatabaseTooNewError, keepDamagedAndStartFresh } from '../store/store';
import type { HostOptions } from './host-api';
import { createHostServices, type LocalHostServices } from './host-services';

export type StartupProblem = DatabaseDamagedError | DatabaseTooNewError;

export type StartupResult = { ok: true; services: LocalHostServices } | { ok: false; error: StartupProblem };

export async function startHostServices(options: HostOptions): Promise<StartupResult> {
  try {
    return { ok: true, services: await createHostServices(options) };
  } catch (e) {
    if (e instanceof DatabaseDamagedError || e instanceof DatabaseTooNewError) return { ok: false, error: e };
    throw e;
  }
}

/**
 * Keep the damaged `tenka.db` (with its -wal/-shm) as a copy beside it and go
 * on: with a new, empty database (`freshStart: true`), or, when only its
 * write-ahead log was damaged, with what the database holds intact
 * (`freshStart: false`). See keepDamagedAndStartFresh in the store.
 */
export function keepDamagedDatabaseAndStartFresh(dataDir: string): { keptAs: string; freshStart: boolean } {
  const { keptAs, store, freshStart } = keepDamagedAndStartFresh(dataDir);
  store.close();
  return { keptAs, freshStart };
}

export { DatabaseDamagedError, DatabaseTooNewError };
