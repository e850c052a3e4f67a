/**
 * One well-formed request of every type of the contract (typed complete: a
 * request added to the contract does not compile here until it has its
 * sample), about game `gameId` and seat `seat`: what the probes of the
 * remote side (remote-access.test.ts, lan-share.test.ts) send.
 */
import type { Request, RequestType } from '../../../src-shared/contract/messages';

export function sampleRequests(gameId: string, seat: number): { [T in RequestType]: Extract<Request, { type: T }> } {
  const seats = [
    { kind: 'human' as const, name: 'A' },
    { kind: 'human' as const, name: 'B' },
  ];
  return {
    ping: { type: 'ping' },
    dataFolder: { type: 'dataFolder' },
    openDataFolder: { type: 'openDataFolder' },
    listRulesets: { type: 'listRulesets' },
    createGame: { type: 'createGame', ruleset: 'toy-race', options: {}, seats },
    openGame: { type: 'openGame', gameId },
    getView: { type: 'getView', gameId, seat },
    submitMove: { type: 'submitMove', gameId, seat, move: { type: 'pass' } },
    listGames: { type: 'listGames' },
    createCampaign: { type: 'createCampaign', ruleset: 'toy-race', options: {}, seats, name: 'Probe' },
    startCampaignGame: { type: 'startCampaignGame', campaignId: 'c1' },
    listCampaigns: { type: 'listCampaigns' },
    getCampaign: { type: 'getCampaign', campaignId: 'c1' },
    renameCampaign: { type: 'renameCampaign', campaignId: 'c1', name: 'Renamed' },
    deleteCampaign: { type: 'deleteCampaign', campaignId: 'c1' },
    latestUnfinished: { type: 'latestUnfinished' },
    continueGame: { type: 'continueGame', gameId },
    exportGame: { type: 'exportGame', gameId },
    importGame: { type: 'importGame', text: '{"format":"tenka-game"}' },
    getReplay: { type: 'getReplay', gameId },
    getReplayFrame: { type: 'getReplayFrame', gameId, ply: 0, seat },
    getReplayLog: { type: 'getReplayLog', gameId, seat },
    retireGame: { type: 'retireGame', gameId, startOver: false },
    getSettings: { type: 'getSettings' },
    saveSettings: { type: 'saveSettings', settings: { language: 'de' } },
    undoStatus: { type: 'undoStatus', gameId, seat },
    undoMove: { type: 'undoMove', gameId, seat },
    getPlayerRecord: { type: 'getPlayerRecord', ruleset: 'toy-race' },
    exportPlayerRecord: { type: 'exportPlayerRecord', ruleset: 'toy-race', player: 'A' },
    getAnalysis: { type: 'getAnalysis', gameId },
    analyseGame: { type: 'analyseGame', gameId },
    lanAddresses: { type: 'lanAddresses' },
    shareGame: { type: 'shareGame', gameId, address: '127.0.0.2', seats: [seat] },
    shareStatus: { type: 'shareStatus', gameId },
    stopSharing: { type: 'stopSharing', gameId },
    standIn: { type: 'standIn', gameId, seat, bot: true },
    remoteSeat: { type: 'remoteSeat' },
    suggestMove: { type: 'suggestMove', gameId, seat },
    cancelHint: { type: 'cancelHint', gameId, seat },
  };
}
