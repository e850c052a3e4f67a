/**
 * tenka export / import: game files (docs/saves.md).
 *
 *   npm run tenka -- export <gameId> --out game.json
 *   npm run tenka -- import game.json            (prints the new game id)
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ParseArgsConfig } from 'node:util';
import { ContractFailure } from '../services/errors';
import { createHostServices } from '../services/host-services';

type Flags = Record<string, string | boolean | string[] | undefined>;
type Output = { out: (line: string) => void; err: (line: string) => void };

export interface CliCommand {
  usage: string;
  options: NonNullable<ParseArgsConfig['options']>;
  run: (f: Flags, pos: string[], o: Output) => Promise<void>;
}

/** Thrown for bad command lines; index.ts maps it to exit code 2 via `usageError`. */
export interface ExportImportDeps {
  usageError: (message: string) => Error;
  dataDir: (flags: Flags) => string;
}

const DATA_DIR_HELP = '--data-dir DIR   data folder (default: $TENKA_DATA_DIR or ./.tenka-data)';

export function exportImportCommands(deps: ExportImportDeps): Record<'export' | 'import', CliCommand> {
  return {
    export: {
      usage: `Usage: tenka export GAME_ID --out FILE [--data-dir DIR]
  Writes the stored game to a game file (versioned JSON: ruleset and version,
  options, seed, seats, moves, checkpoints, result; see docs/saves.md).
  ${DATA_DIR_HELP}`,
      options: { out: { type: 'string' }, 'data-dir': { type: 'string' } },
      run: async (flags, positionals, o) => {
        if (positionals.length !== 1) throw deps.usageError('export takes exactly one game id');
        const out = flags.out as string | undefined;
        if (!out) throw deps.usageError('export: --out FILE is required');
        const services = await createHostServices({ dataDir: deps.dataDir(flags), resumeOnStart: false });
        try {
          const { text } = services.exportGame(positionals[0]!);
          const file = path.resolve(out);
          const tmp = `${file}.tmp-${process.pid}`;
          fs.writeFileSync(tmp, text);
          fs.renameSync(tmp, file);
          o.out(`exported game ${positionals[0]} to ${file}`);
        } finally {
          await services.close();
        }
      },
    },
    import: {
      usage: `Usage: tenka import FILE [--json] [--data-dir DIR]
  Reads a game file, replays and verifies it (checkpoint hashes and result must
  match), then stores it as a new game and prints the new game id; when the
  same game is stored already, stores nothing and prints that game's id (and
  a note on stderr; with --json, "duplicateOf"). A corrupt,
  truncated, foreign or tampered file is refused with the reason (exit 1) and
  nothing is stored.
  ${DATA_DIR_HELP}`,
      options: { json: { type: 'boolean' }, 'data-dir': { type: 'string' } },
      run: async (flags, positionals, o) => {
        if (positionals.length !== 1) throw deps.usageError('import takes exactly one file');
        const file = path.resolve(positionals[0]!);
        let text: string;
        try {
          text = fs.readFileSync(file, 'utf8');
        } catch (e) {
          throw new Error(`cannot read ${file}: ${(e as Error).message}`);
        }
        const services = await createHostServices({ dataDir: deps.dataDir(flags), resumeOnStart: false });
        try {
          const imported = await services.importGame(text).catch((e: unknown) => {
            if (e instanceof ContractFailure && e.code === 'bad-file') throw new Error(`cannot import ${file}: ${e.message}`);
            throw e;
          });
          o.out(flags.json ? JSON.stringify(imported) : imported.gameId);
          if (imported.duplicateOf && !flags.json) o.err(`this game is already stored as game ${imported.duplicateOf}: nothing imported`);
        } finally {
          await services.close();
        }
      },
    },
  };
}
