/**
 * Campaigns (a roster and options playing game after game; a single game is a
 * campaign of one): listing, reading, renaming, starting the next game,
 * continuing the latest unfinished one, and deleting a campaign with its
 * games (live ones stopped first).
 */
import type { CampaignSummary, Request, ResultByType, SeatInfo } from '../../src-shared/contract/messages';
import { getRuleset } from '../../src-shared/games/registry';
import type { CampaignRow } from '../store/store';
import type { Bots } from './bots';
import type { Connection } from './connections';
import { fail } from './errors';
import type { HostContext } from './host-context';
import type { NewGames } from './new-games';
import type { Sessions } from './sessions';
import { newId, summary } from './stored-games';

export class Campaigns {
  constructor(
    private readonly ctx: HostContext,
    private readonly sessions: Sessions,
    private readonly bots: Bots,
    private readonly games: NewGames,
  ) {}

  list(): ResultByType['listCampaigns'] {
    return this.ctx.store.listCampaigns().map((c) => this.summary(c));
  }

  get(campaignId: string): ResultByType['getCampaign'] {
    const c = this.require(campaignId);
    return { campaign: this.summary(c), games: this.ctx.store.campaignGames(c.id).map(summary) };
  }

  rename(campaignId: string, name: string): ResultByType['renameCampaign'] {
    this.require(campaignId);
    this.ctx.store.renameCampaign(campaignId, name);
    return this.summary(this.require(campaignId));
  }

  create(req: Extract<Request, { type: 'createCampaign' }>): CampaignSummary {
    const { ruleset, options, seats } = this.games.resolveSetup(req);
    const id = newId('c');
    this.ctx.store.createCampaign({ id, name: req.name, ruleset: ruleset.id, options, roster: seats.map(({ seat: _s, ...m }) => m), single: false });
    return this.summary(this.ctx.store.getCampaign(id)!);
  }

  async startGame(campaignId: string, seed: string | undefined): Promise<ResultByType['startCampaignGame']> {
    const { store } = this.ctx;
    const c = this.require(campaignId);
    if (c.damaged) fail('damaged', `campaign '${c.name}' cannot be read: ${c.damaged.reason}; it is kept as it is`);
    const ruleset = getRuleset(c.ruleset);
    if (!ruleset) return fail('unknown-ruleset', `campaign ${campaignId} uses ruleset '${c.ruleset}', which this build does not have`);
    const running = store.campaignGames(campaignId).find((g) => g.status === 'active');
    if (running) fail('conflict', `campaign '${c.name}' has an unfinished game (${running.id}); continue it first`);
    if (c.single && store.campaignGames(campaignId).length > 0) fail('conflict', `'${c.name}' is a single game, not a campaign`);
    const seats: SeatInfo[] = c.roster.map((m, seat) => ({ seat, ...m }));
    return this.games.launch(ruleset, c.options, seats, seed, campaignId);
  }

  latestUnfinished(): ResultByType['latestUnfinished'] {
    const row = this.ctx.store.latestUnfinished();
    return { game: row ? summary(row) : null };
  }

  /** Open the named unfinished game, or the latest one, for `conn`. */
  async continueGame(conn: Connection, gameId: string | undefined): Promise<ResultByType['continueGame']> {
    const { store } = this.ctx;
    const row = gameId ? store.getGame(gameId) : store.latestUnfinished();
    if (!row) return fail('unknown-game', gameId ? `no game '${gameId}'` : 'there is no unfinished game to continue');
    if (row.status !== 'active') fail('game-over', `game ${row.id} is over; open its replay instead`);
    return this.sessions.open(conn, row.id);
  }

  async delete(campaignId: string): Promise<ResultByType['deleteCampaign']> {
    this.require(campaignId);
    // Stop the campaign's live games first, so no bot commits into a deleted game.
    for (const game of this.ctx.store.campaignGames(campaignId)) {
      if (!this.sessions.has(game.id)) continue;
      await this.sessions.stop(game.id);
      this.bots.forget(game.id);
    }
    const deleted = this.ctx.store.deleteCampaign(campaignId);
    if (!deleted) return fail('unknown-campaign', `no campaign '${campaignId}'`);
    return { campaignId, games: deleted.games.length, moves: deleted.moves };
  }

  private summary(c: CampaignRow): CampaignSummary {
    const games = this.ctx.store.campaignGames(c.id);
    return {
      campaignId: c.id,
      name: c.name,
      ruleset: c.ruleset,
      options: c.options,
      roster: c.roster.map((m, seat) => ({ seat, ...m })),
      single: c.single,
      createdAt: c.createdAt,
      updatedAt: c.updatedAt,
      games: games.length,
      finishedGames: games.filter((g) => g.status === 'finished').length,
      activeGameId: games.find((g) => g.status === 'active')?.id ?? null,
      standings: this.ctx.store.standings(c.id),
      ...(c.damaged ? { damaged: c.damaged } : {}),
    };
  }

  private require(campaignId: string): CampaignRow {
    const c = this.ctx.store.getCampaign(campaignId);
    if (!c) return fail('unknown-campaign', `no campaign '${campaignId}'`);
    return c;
  }
}
