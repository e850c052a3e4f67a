/**
 * What a seat played from another computer may ask (docs/lan.md). A remote
 * seat is untrusted input: it may see and do what its player could at the
 * host's own table for that one seat (its view, its moves, the story its
 * seat was told) and nothing else — never the list of the host's games, its
 * files, settings, campaigns, replays, record, import or export, nor another
 * seat or game.
 *
 * Every request of the contract has its decision here; the type makes the
 * table complete, so a request added to the contract does not compile until
 * someone decides what a remote seat may do with it (and
 * tests/unit/host/remote-access.test.ts pins the requests allowed).
 */
import type { Request, RequestType } from '../../src-shared/contract/messages';
import type { Seat } from '../../src-shared/kernel/ruleset';
import { fail } from './errors';

/**
 * 'refused': never from a remote seat. 'anyone': nothing of any game in it
 * (a ping, the games this build can play, which seat the link gives).
 * 'its-game': only about the game its link opens. 'its-seat': only about
 * its own seat of that game.
 */
export type RemoteAccess = 'refused' | 'anyone' | 'its-game' | 'its-seat';

export const REMOTE_ACCESS: { readonly [T in RequestType]: RemoteAccess } = {
  ping: 'anyone',
  listRulesets: 'anyone',
  remoteSeat: 'anyone',
  openGame: 'its-game',
  getView: 'its-seat',
  submitMove: 'its-seat',
  // The story its seat was told so far (the feed after a reload), as that seat saw it.
  getReplayLog: 'its-seat',
  // Read only; a take-back itself is the host's (it would undo other people's moves).
  undoStatus: 'its-seat',
  dataFolder: 'refused',
  openDataFolder: 'refused',
  createGame: 'refused',
  listGames: 'refused',
  createCampaign: 'refused',
  startCampaignGame: 'refused',
  listCampaigns: 'refused',
  getCampaign: 'refused',
  renameCampaign: 'refused',
  deleteCampaign: 'refused',
  latestUnfinished: 'refused',
  continueGame: 'refused',
  exportGame: 'refused',
  importGame: 'refused',
  getReplay: 'refused',
  getReplayFrame: 'refused',
  retireGame: 'refused',
  getSettings: 'refused',
  saveSettings: 'refused',
  undoMove: 'refused',
  getPlayerRecord: 'refused',
  exportPlayerRecord: 'refused',
  getAnalysis: 'refused',
  analyseGame: 'refused',
  lanAddresses: 'refused',
  shareGame: 'refused',
  shareStatus: 'refused',
  stopSharing: 'refused',
  standIn: 'refused',
  // Hints cost the host's CPU and follow the host player's settings (games between people: off unless allowed);
  // a friend's page offers none (docs/lan.md, docs/hints.md).
  suggestMove: 'refused',
  cancelHint: 'refused',
};

/** The one game and seat a remote connection's link gives it. */
export interface RemoteSeat {
  readonly gameId: string;
  readonly seat: Seat;
}

/** Throws (a ContractFailure) unless a remote seat may make this request. */
export function checkRemoteRequest(remote: RemoteSeat, request: Request): void {
  const access = REMOTE_ACCESS[request.type];
  if (access === 'anyone') return;
  if (access === 'refused') fail('hidden', `a seat played from another computer may not ask '${request.type}'`);
  const about = request as { gameId?: string; seat?: Seat | null; seats?: readonly Seat[] };
  if (about.gameId !== remote.gameId) fail('not-your-seat', 'this link opens another game');
  if (access === 'its-game' && about.seats && !(about.seats.length === 1 && about.seats[0] === remote.seat)) {
    fail('not-your-seat', 'this link gives only its own seat');
  }
  if (access === 'its-seat' && about.seat !== remote.seat) fail('not-your-seat', 'this link gives only its own seat');
}
