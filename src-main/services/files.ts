/**
 * Game files (docs/saves.md): a finished game out as a file, and a file in as
 * a new game (a campaign of one), verified before anything is stored. The
 * file format itself is saves.ts.
 */
import type { ResultByType } from '../../src-shared/contract/messages';
import { getRuleset } from '../../src-shared/games/registry';
import { fail } from './errors';
import type { HostContext } from './host-context';
import { SaveFileError, exportGame, verifySaveFile } from './saves';
import { newId, readableGame, storedRecord } from './stored-games';

export class GameFiles {
  constructor(
    private readonly ctx: HostContext,
    /** Whether unfinished game files may be imported (a host started for tests: the stored positions of e2e tests). */
    private readonly importPositions: boolean,
  ) {}

  /** A stored game as a game file; only a finished one. */
  export(gameId: string): ResultByType['exportGame'] {
    const row = readableGame(this.ctx.store, gameId);
    // A game file holds every seat's moves and the seed: while the game runs
    // that is every player's secrets (and, re-imported with bots in every seat,
    // an all-seeing replay of them). Only finished games travel as files.
    if (row.status !== 'finished') fail('hidden', `game ${gameId} is still being played: finish it first, then export it (a file of a running game would show every player's secret plans)`);
    const out = exportGame(this.ctx.store, gameId);
    if (!out) return fail('unknown-game', `no game '${gameId}'`);
    return { fileName: out.fileName, text: out.text };
  }

  /** Verify a game file and store it as a new game (a campaign of one); throws ContractFailure 'bad-file'. */
  async import(text: string): Promise<ResultByType['importGame']> {
    const { store, rules, log } = this.ctx;
    let v;
    try {
      v = verifySaveFile(text, { allowUnfinished: this.importPositions });
    } catch (e) {
      if (e instanceof SaveFileError) return fail('bad-file', e.message);
      throw e;
    }
    // The same game stored already (imported before, or the very game it was exported from): name it, store nothing.
    const [same] = store.findSameGames({ ruleset: v.ruleset, seed: v.file.seed, options: v.file.options, seats: v.seats, moves: v.moves });
    if (same) return { gameId: same.id, campaignId: same.campaignId ?? '', moves: v.moves.length, duplicateOf: same.id };
    const gameId = newId('g');
    const campaignId = newId('c');
    const title = getRuleset(v.ruleset)?.title ?? v.ruleset;
    store.importGame(
      {
        id: gameId,
        campaignId,
        ruleset: v.ruleset,
        rulesetVersion: v.rulesetVersion,
        options: v.file.options,
        seed: v.file.seed,
        seats: v.seats,
        round: v.round,
        moves: v.moves,
        checkpoints: v.checkpoints,
        status: v.status,
        ply: v.moves.length,
        result: v.result,
      },
      {
        id: campaignId,
        name: (v.file.campaign?.name ?? `${title} game`).slice(0, 70) + ' (imported)',
        ruleset: v.ruleset,
        options: v.file.options,
        roster: v.seats.map(({ seat: _s, ...m }) => m),
        single: true,
      },
    );
    await rules.backfill(store.getGame(gameId)!, storedRecord(store, gameId)).catch((e: unknown) => log(`tenka host: frames of imported game ${gameId}: ${String(e)}`));
    return { gameId, campaignId, moves: v.moves.length };
  }
}
