/** Child process of the conformance suite: plays one random game and prints its plies and final hash. */
import { playRandomGame } from '../testing/conformance';
import { getGame } from '../games/index';

const [id, options, seed] = process.argv.slice(2);
const game = getGame(id!);
if (!game) throw new Error(`unknown game ${id}`);
const played = playRandomGame(game.ruleset, JSON.parse(options!), seed!);
process.stdout.write(JSON.stringify({ plies: played.plies, hash: played.finalHash }));
