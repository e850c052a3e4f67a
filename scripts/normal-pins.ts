/**
 * The fingerprints the Normal self-play pins compare (src-shared/games/<id>/bots/normal-pin.test.ts): three whole
 * 4-player games between Normal bots per game, plies and final-state hash. For re-pinning after a change that MEANS
 * to change how Normal plays (or the setup it plays from), e.g. a merge of new clan choices or home sets:
 *
 *   npx tsx scripts/normal-pins.ts [GAME_ID ...]
 */
import { GAME_IDS } from '../src-shared/games/index';
import { botsFor } from '../src-shared/games/bot-registry';
import { selfPlayFingerprints } from '../src-shared/testing/self-play-pin';

const wanted = process.argv.slice(2);
const ids = (wanted.length ? wanted : GAME_IDS).filter((id) => botsFor(id).some((b) => b.level === 'normal'));
void (async () => {
  for (const id of ids) {
    const prints = await selfPlayFingerprints(id, 'normal', 4, ['normal-pin-0', 'normal-pin-1', 'normal-pin-2']);
    console.log(`${id}:`);
    for (const p of prints) console.log(`      { seed: '${p.seed}', plies: ${p.plies}, hash: '${p.hash}' },`);
  }
})();
