/**
 * Jūni-tsuki: fits evaluate.ts's weights to how games ended (issue 31, the fitted evaluation). Reads the positions of
 * scripts/juni-eval-data.mts and fits, per phase of the game (fitted-eval.ts PHASES, by months left), a conditional
 * logit: P(seat s wins) = softmax over the seats still in of w · terms(s), the label each seat's share of the win,
 * by full-batch gradient descent (Adam, standardised terms) with an L2 penalty (chosen on part of the
 * training games) and no weight below 0. Games with g mod 5 = 0 are held out.
 * Prints the held-out log-loss of the fit against today's weights (Normal's WEIGHTS, and Hard's with its guard 15),
 * each scaled by its best single factor (fitted on the training games), and of the table's uniform guess; then the
 * fitted weights per phase in logits and in evaluation points (a castle = 30 points), as fitted-eval.ts holds them.
 *
 *   nice -n 19 npx tsx scripts/juni-eval-fit.mts FILE.jsonl...
 */
import { readFileSync } from 'node:fs';
import { TERMS, WEIGHTS } from '../src-shared/games/juni-tsuki/bots/evaluate';
import { phaseOf, PHASES } from '../src-shared/games/juni-tsuki/bots/fitted-eval';

interface Row {
  /** Terms of the seats still in. */
  f: number[][];
  /** Their shares of the win. */
  y: number[];
  /** A training game set aside to choose the L2 penalty. */
  valid: boolean;
}

/** The fit with the L2 penalty (of L2S) that predicts the validation games best. */
function chosen(rows: Row[]): { w: number[]; l2: number } {
  const fitOn = rows.filter((r) => !r.valid);
  const valid = rows.filter((r) => r.valid);
  let best = { l2: L2S[0]!, loss: Infinity };
  for (const l2 of L2S) {
    const w = fit(fitOn, l2);
    const loss = logLoss(valid, (f) => dot(w, f));
    if (loss < best.loss) best = { l2, loss };
  }
  return { w: fit(rows, best.l2), l2: best.l2 };
}

const args = process.argv.slice(2);
/** The L2 penalties tried: the one with the least log-loss on the training games with g mod 5 = 1 (fitted on the rest) is used. */
const L2S = [1e-3, 1e-2, 3e-2, 0.1, 0.3, 1];
const K = TERMS.length;
const data = PHASES.map(() => ({ train: [] as Row[], test: [] as Row[] }));
let games = 0;
for (const file of args) {
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue;
    const g = JSON.parse(line) as { seed: string; months: number; win: number[]; positions: { month: number; f: (number[] | null)[] }[] };
    games++;
    const id = Number(g.seed.replace(/\D+/g, ''));
    const held = id % 5 === 0;
    for (const p of g.positions) {
      const seats = p.f.flatMap((f, i) => (f === null ? [] : [i]));
      const mass = seats.reduce((a, i) => a + g.win[i]!, 0);
      if (seats.length < 2 || mass <= 0) continue;
      const row = { f: seats.map((i) => p.f[i]!), y: seats.map((i) => g.win[i]! / mass), valid: id % 5 === 1 };
      data[phaseOf(p.month, g.months)]![held ? 'test' : 'train'].push(row);
    }
  }
}

/** Mean log-loss of scores u(row) (one per seat) against the labels. */
function logLoss(rows: Row[], u: (f: number[]) => number): number {
  let sum = 0;
  for (const r of rows) {
    const us = r.f.map(u);
    const top = Math.max(...us);
    const lse = top + Math.log(us.reduce((a, x) => a + Math.exp(x - top), 0));
    for (let i = 0; i < us.length; i++) if (r.y[i]! > 0) sum -= r.y[i]! * (us[i]! - lse);
  }
  return sum / rows.length;
}

const dot = (w: number[], f: number[]): number => w.reduce((a, x, k) => a + x * f[k]!, 0);

/** The best factor k for scores k · base(f) (golden-section search on the training loss). */
function bestFactor(rows: Row[], base: (f: number[]) => number): number {
  let lo = 0;
  let hi = 1;
  while (logLoss(rows, (f) => 2 * hi * base(f)) < logLoss(rows, (f) => hi * base(f))) hi *= 2;
  hi *= 2;
  for (let i = 0; i < 60; i++) {
    const a = lo + (hi - lo) * 0.382;
    const b = lo + (hi - lo) * 0.618;
    if (logLoss(rows, (f) => a * base(f)) < logLoss(rows, (f) => b * base(f))) hi = b;
    else lo = a;
  }
  return (lo + hi) / 2;
}

/**
 * Conditional-logit weights (in the terms' own units) by Adam on standardised terms, L2 on the standardised weights;
 * `monotone`: no weight below 0 (every term is signed so that more of it is no worse for the seat: more castles,
 * samurai, cards; less stranded, exposed; a player would not trade any of them away for nothing).
 */
function fit(rows: Row[], l2: number, monotone = true): number[] {
  const all = rows.flatMap((r) => r.f);
  const sd = TERMS.map((_, k) => {
    const m = all.reduce((a, f) => a + f[k]!, 0) / all.length;
    return Math.sqrt(all.reduce((a, f) => a + (f[k]! - m) ** 2, 0) / all.length) || 1;
  });
  const z = rows.map((r) => ({ f: r.f.map((f) => f.map((x, k) => x / sd[k]!)), y: r.y }));
  const w = new Array<number>(K).fill(0);
  const m = new Array<number>(K).fill(0);
  const v = new Array<number>(K).fill(0);
  for (let it = 1; it <= 600; it++) {
    const grad = w.map((x) => 2 * l2 * x);
    for (const r of z) {
      const us = r.f.map((f) => dot(w, f));
      const top = Math.max(...us);
      const e = us.map((x) => Math.exp(x - top));
      const s = e.reduce((a, x) => a + x, 0);
      for (let i = 0; i < us.length; i++) {
        const g = (e[i]! / s - r.y[i]!) / z.length;
        for (let k = 0; k < K; k++) grad[k]! += g * r.f[i]![k]!;
      }
    }
    for (let k = 0; k < K; k++) {
      m[k] = 0.9 * m[k]! + 0.1 * grad[k]!;
      v[k] = 0.999 * v[k]! + 0.001 * grad[k]! ** 2;
      w[k]! -= (0.05 * (m[k]! / (1 - 0.9 ** it))) / (Math.sqrt(v[k]! / (1 - 0.999 ** it)) + 1e-8);
      if (monotone && w[k]! < 0) w[k] = 0;
    }
  }
  return w.map((x, k) => x / sd[k]!);
}

const normal = TERMS.map((k) => WEIGHTS[k]);
const hard = TERMS.map((k) => (k === 'guard' ? 15 : WEIGHTS[k]));
const pooled = { train: data.flatMap((d) => d.train), test: data.flatMap((d) => d.test) };
const one = chosen(pooled.train).w;
console.log(`${games} games; held out: games with g mod 5 = 0`);
const tables: string[] = [];
PHASES.forEach((phase, i) => {
  const { train, test } = data[i]!;
  const kn = bestFactor(train, (f) => dot(normal, f));
  const kh = bestFactor(train, (f) => dot(hard, f));
  const { w, l2 } = chosen(train);
  const free = fit(train, l2, false);
  const uniform = logLoss(test, () => 0);
  console.log(`\n${phase.name} (${train.length} train / ${test.length} held-out positions): held-out log-loss`);
  console.log(`  uniform ${uniform.toFixed(4)}; Normal's WEIGHTS × ${kn.toFixed(4)}: ${logLoss(test, (f) => kn * dot(normal, f)).toFixed(4)}; Hard's (guard 15) × ${kh.toFixed(4)}: ${logLoss(test, (f) => kh * dot(hard, f)).toFixed(4)}`);
  console.log(`  fitted, one set for all phases: ${logLoss(test, (f) => dot(one, f)).toFixed(4)}; fitted for this phase: ${logLoss(test, (f) => dot(w, f)).toFixed(4)} (train ${logLoss(train, (f) => dot(w, f)).toFixed(4)}, L2 ${l2}); without the signs held: ${logLoss(test, (f) => dot(free, f)).toFixed(4)}`);
  console.log(`  logits per unit: ${TERMS.map((k, j) => `${k} ${w[j]!.toPrecision(3)}`).join(', ')}`);
  const soft = 30 / w[0]!;
  const points: Record<string, number> = Object.fromEntries(TERMS.map((k, j) => [k, Math.round(w[j]! * soft * 1000) / 1000]));
  // Not taken from the fit (the Normals' games hardly vary them: they seldom strand a group, and every seat's pull is
  // alike): a stranded samurai turns ronin at the next month, so it costs what a samurai is worth; the pull guides
  // the plan's marches and keeps its hand-set points (fitted-eval.ts).
  points.ronin = points.samurai!;
  points.pull = WEIGHTS.pull;
  tables.push(`  ${phase.name}: { ${TERMS.map((k) => `${k}: ${points[k]}`).join(', ')}, soft: ${Math.round(soft * 1000) / 1000} },`);
});
console.log(`\nfitted, one set: ${TERMS.map((k, j) => `${k} ${one[j]!.toPrecision(3)}`).join(', ')}`);
console.log('\nIn evaluation points (a castle = 30; soft = points per logit; ronin = samurai and pull = WEIGHTS.pull, not fitted):');
console.log(tables.join('\n'));
