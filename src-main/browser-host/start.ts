/**
 * `npm run host` — serve Tenka to an ordinary browser on 127.0.0.1.
 *
 *   --port N         TCP port (default 0: any free port)
 *   --data-dir DIR   where tenka.db lives (default $TENKA_DATA_DIR, else ./.tenka-data)
 *   --fake           in-memory stand-in services (no engine, no database)
 *   --build          rebuild the renderer first even when a build exists
 *   --keep-damaged-db  when tenka.db is damaged: keep it as a copy beside it
 *                    (tenka.db.damaged-<time>) and start with a new, empty one
 *   --bot-budget MS  thinking time of a searching bot (Hard) per decision (default 1500)
 *   --test-games     also list the test-only games (e.g. toy-race) for New game: for tests
 *   --test-positions also import unfinished game files (the stored positions e2e tests start from): for tests
 *   --test-lan       also offer 127.0.0.2 when sharing a game (a friend's browser on the same computer): for tests
 *
 * Builds the renderer first when out/renderer/index.html is missing, then
 * prints `Tenka is running at http://127.0.0.1:PORT/?k=SECRET` on its own line.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createBrowserHost } from './server';
import { loadHostServices, type LoadServicesOptions } from './load-services';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const staticDir = resolve(repoRoot, 'out/renderer');

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      'data-dir': { type: 'string' },
      fake: { type: 'boolean', default: false },
      build: { type: 'boolean', default: false },
      'keep-damaged-db': { type: 'boolean', default: false },
      'bot-budget': { type: 'string' },
      'test-games': { type: 'boolean', default: false },
      'test-positions': { type: 'boolean', default: false },
      'test-lan': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowPositionals: false,
  });
  if (values.help) {
    console.log('Usage: npm run host -- [--port N] [--data-dir DIR] [--fake] [--build] [--keep-damaged-db] [--bot-budget MS] [--test-games] [--test-positions] [--test-lan]');
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be an integer 0–65535, got '${values.port}'`);
  const botBudgetMs = values['bot-budget'] === undefined ? undefined : Number(values['bot-budget']);
  if (botBudgetMs !== undefined && !(Number.isInteger(botBudgetMs) && botBudgetMs >= 50 && botBudgetMs <= 60_000)) {
    throw new Error(`--bot-budget must be a whole number of milliseconds from 50 to 60000, got '${values['bot-budget']}'`);
  }
  const dataDir = resolve(values['data-dir'] ?? process.env.TENKA_DATA_DIR ?? resolve(repoRoot, '.tenka-data'));
  mkdirSync(dataDir, { recursive: true });

  if (values.build) await buildRenderer('--build was given');
  else if (!existsSync(resolve(staticDir, 'index.html'))) await buildRenderer('out/renderer/index.html is missing');

  const services = await openServices(
    {
      dataDir,
      fake: values.fake,
      botBudgetMs,
      testGames: values['test-games'],
      testPositions: values['test-positions'],
      // Games may be opened to friends on the local network (docs/lan.md): only when the player asks, on the address they choose.
      lanStaticDir: staticDir,
      ...(values['test-lan'] ? { extraLanAddresses: [{ address: '127.0.0.2', name: 'loopback (tests)' }] } : {}),
    },
    values['keep-damaged-db'],
  );
  if (!services) {
    process.exitCode = 1;
    return;
  }
  const host = await createBrowserHost({ services, port, staticDir });
  console.log(`Data folder: ${dataDir}${values.fake ? ' (unused: fake services)' : ''}`);
  console.log(`Tenka is running at ${host.url}`);
  console.log('Press Ctrl+C to stop.');

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping Tenka…`);
    void host
      .close()
      .then(() => services.close())
      .then(() => process.exit(0), (error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

/**
 * The services, or null after explaining why the database cannot be opened
 * and how to go on. A damaged database is moved aside only when asked
 * (--keep-damaged-db), never deleted.
 */
async function openServices(options: LoadServicesOptions, keepDamaged: boolean): Promise<Awaited<ReturnType<typeof loadHostServices>> | null> {
  const { dataDir } = options;
  try {
    return await loadHostServices(options);
  } catch (error) {
    const kind = (error as { kind?: unknown } | null)?.kind;
    const message = error instanceof Error ? error.message : String(error);
    if (kind === 'database-too-new') {
      console.error(`Tenka cannot open its saved games: ${message}.\nNothing was changed. Update Tenka, or choose another folder with --data-dir.`);
      return null;
    }
    if (kind !== 'database-damaged') throw error;
    if (!keepDamaged) {
      console.error(
        [
          `Tenka cannot open its saved games: ${message}.`,
          'Nothing was changed or deleted.',
          '',
          'To keep the damaged file as a copy beside it and start with a new, empty database (or, when only its write-ahead log is damaged, go on with what is intact), start again with --keep-damaged-db:',
          `  npm run host -- --data-dir "${dataDir}" --keep-damaged-db`,
          'The old games stay in the copy (tenka.db.damaged-<time>), where SQLite tools may still recover them.',
          'Or restore tenka.db from a backup, or use another folder with --data-dir.',
        ].join('\n'),
      );
      return null;
    }
    const { keepDamagedDatabaseAndStartFresh } = await import('../services/startup');
    const { keptAs, freshStart } = keepDamagedDatabaseAndStartFresh(dataDir);
    console.log(
      freshStart
        ? `The damaged database was kept as ${keptAs}; starting with a new, empty one.`
        : `A copy of the database files as they were was kept as ${keptAs}; going on with the games it holds intact (the changes after the damage could not be read).`,
    );
    return loadHostServices(options);
  }
}

/** Build only the renderer, from the same config electron-vite uses. */
async function buildRenderer(why: string): Promise<void> {
  console.log(`Building the renderer (${why})…`);
  const [{ build }, { default: config }] = await Promise.all([import('vite'), import('../../electron.vite.config')]);
  if (typeof config !== 'object' || !('renderer' in config) || !config.renderer) throw new Error('electron.vite.config.ts has no renderer config');
  await build({ ...config.renderer, configFile: false, mode: 'production', logLevel: 'warn' } as Parameters<typeof build>[0]);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
