/**
 * Prints Hard's pinned decisions (src-shared/games/juni-tsuki/bots/hard-pin.ts) as hard-pin.test.ts expects them:
 * run it to re-pin after a change that MEANS to change how Hard plays.
 *
 *   npx tsx scripts/juni-hard-pins.ts [every=8] [limit=12] [playouts=120]
 */
import { hardPin } from '../src-shared/games/juni-tsuki/bots/hard-pin';

const [every = '8', limit = '12', playouts = '120'] = process.argv.slice(2);
void hardPin(Number(every), Number(limit), Number(playouts)).then((p) => console.log(JSON.stringify(p, null, 2)));
