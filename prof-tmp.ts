import { seatsReport } from '/work/wt/henn/src-shared/games/henn-shogun/seats-command';
const t = performance.now();
const r = await seatsReport({ players: 4 }, 'normal', Number(process.argv[2] ?? 10), 'prof');
console.log(r.gamesPerSecond, (performance.now() - t) / 1000);
