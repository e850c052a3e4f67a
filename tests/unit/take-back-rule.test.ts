/**
 * The take-back rule (src-shared/kernel/take-back.ts, docs/undo.md) on real
 * games: seat 0 is the person, every other seat plays random legal moves as a
 * bot would. Each case plays a seeded game to the first position a player
 * would meet and checks what the Undo button would say there.
 */
import { describe, expect, it } from 'vitest';
import { getRuleset } from '../../src-shared/games/registry';
import type { GameRecord } from '../../src-shared/kernel/record';
import { Rng } from '../../src-shared/kernel/rng';
import type { AnyRuleset, GameEvent } from '../../src-shared/kernel/ruleset';
import { checkTakeBack, type TakeBackCheck } from '../../src-shared/kernel/take-back';

interface Played {
  record: GameRecord;
  /** Per move: its seat, decision kind and events. */
  log: { seat: number; kind: string; events: GameEvent[] }[];
}

/** Random play from a seed until `stop` says so (checked before each move) or the game ends; null if neither within 600 moves. */
function playUntil(id: string, players: number, seed: string, stop: (p: Played, state: unknown) => boolean): Played | null {
  const R = getRuleset(id) as AnyRuleset;
  const opts = R.parseOptions({ players });
  if (!opts.ok) throw new Error(opts.error.message);
  let state = R.setup(opts.value, seed);
  const played: Played = { record: { ruleset: id, rulesetVersion: R.version, options: opts.value, seed, moves: [] }, log: [] };
  const rng = Rng.seeded(`moves:${seed}`);
  for (let i = 0; i < 600 && R.pending(state).length; i++) {
    if (stop(played, state)) return played;
    const d = R.pending(state)[0]!;
    const move = R.randomMove(R.view(state, d.seat), rng);
    const v = R.validate(state, d.seat, move);
    if (!v.ok) throw new Error(v.error.message);
    const applied = R.apply(state, d.seat, v.value);
    state = applied.state;
    played.record.moves.push({ seat: d.seat, move });
    played.log.push({ seat: d.seat, kind: d.kind, events: applied.events });
  }
  return R.pending(state).length ? null : played;
}

/** The first position (over a few seeds) where seat 0 is to decide again and `want` holds for the check and the moves since its last. */
function find(id: string, want: (c: TakeBackCheck, since: Played['log']) => boolean): { played: Played; check: TakeBackCheck; since: Played['log'] } {
  const R = getRuleset(id) as AnyRuleset;
  for (let s = 0; s < 6; s++) {
    let found: { played: Played; check: TakeBackCheck; since: Played['log'] } | null = null;
    playUntil(id, 3, `take-back-${s}`, (p, state) => {
      if (!R.pending(state).some((d) => d.seat === 0)) return false;
      const last = p.log.map((m) => m.seat).lastIndexOf(0);
      if (last < 0) return false;
      const check = checkTakeBack(R, p.record, 0, [0]);
      const since = p.log.slice(last);
      if (!want(check, since)) return false;
      found = { played: { record: { ...p.record, moves: p.record.moves.slice() }, log: p.log.slice() }, check, since };
      return true;
    });
    if (found) return found;
  }
  throw new Error(`no such position in ${id}`);
}

const types = (since: Played['log']): string[] => since.flatMap((m) => m.events.map((e) => e.type));

describe('take back a decision against bots (one rule for every game)', () => {
  it('Kunitori: a card played in my turn may be taken back; the record goes back to before it', () => {
    const { check, since, played } = find('kunitori', (c, s) => c.ok && s.length === 1 && s[0]!.kind === 'action');
    expect(check).toEqual({ ok: true, toPly: played.record.moves.length - 1, moves: 1 });
    expect(since[0]!.seat).toBe(0);
  });

  it('Kunitori: refused once a card was drawn since (my turn ended, a new hand was dealt)', () => {
    const { check, since } = find('kunitori', (c, s) => !c.ok && s.some((m) => m.events.some((e) => /drew|draw/.test(e.type))));
    expect(check).toEqual({ ok: false, reason: 'card' });
    expect(types(since).join(' ')).toMatch(/drew|draw/);
  });

  it("MB Shogun: the bots' replies since my move are taken back with it when they used public information only", () => {
    const { check, since } = find('mb-shogun', (c, s) => c.ok && s.length > 1);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.moves).toBe(since.length);
    expect(since.slice(1).every((m) => m.seat !== 0)).toBe(true);
  });

  it('MB Shogun: refused once a die was rolled since my move', () => {
    const { check, since } = find('mb-shogun', (c) => !c.ok && c.reason === 'die');
    expect(types(since)).toContain('dice');
    expect(check).toEqual({ ok: false, reason: 'die' });
  });

  it("MB Shogun: refused once the bots' secret koku allocations were made or shown after mine", () => {
    const { check } = find('mb-shogun', (c, s) => s[0]!.kind === 'allocate' && s.length > 1);
    expect(check.ok).toBe(false);
    // A bot's allocation behind the screen alone: a secret; revealed with a sword tie drawn at random: a card.
    if (!check.ok) expect(['secret', 'card']).toContain(check.reason);
  });

  it('Gekokujō: refused after a battle rolled dice', () => {
    const { check, since } = find('gekokujo', (c, s) => s[0]!.kind === 'battle-choice' && !c.ok);
    expect(types(since)).toContain('dice');
    expect(check).toEqual({ ok: false, reason: 'die' });
  });

  it("Henn's Shogun: refused after the cube tower threw armies, in the tower's words (a throw, not a die)", () => {
    const { check, since } = find('henn-shogun', (c, s) => types(s).includes('battle'));
    expect(check).toEqual({ ok: false, reason: 'throw' });
    expect(types(since)).toContain('battle');
  });

  it('refused when another seat is a person (hotseat), before any move of mine, and when the game is over', () => {
    const R = getRuleset('kunitori') as AnyRuleset;
    const { played } = find('kunitori', (c, s) => c.ok && s.length === 1);
    expect(checkTakeBack(R, played.record, 0, [0, 1])).toEqual({ ok: false, reason: 'people' });
    const fresh = { ...played.record, moves: played.record.moves.filter((_, i) => i < played.record.moves.findIndex((m) => m.seat === 0)) };
    expect(checkTakeBack(R, fresh, 0, [0])).toEqual({ ok: false, reason: 'no-move' });
    const toy = getRuleset('toy-race') as AnyRuleset;
    const over = playUntil('toy-race', 2, 'over', () => false)!;
    expect(toy.pending(replayState(toy, over.record))).toEqual([]);
    expect(checkTakeBack(toy, over.record, 0, [0])).toEqual({ ok: false, reason: 'over' });
  });
});

/**
 * The words of a refusal, per kind and per game, from real positions: the game's own declaration (its reveals.ts)
 * names the events, and the words follow the first of die, throw, card, secret that happened since the move.
 */
const WORDS: [id: string, reason: 'die' | 'throw' | 'card' | 'secret', why: string][] = [
  ['mb-shogun', 'die', 'battle dice'],
  ['mb-shogun', 'card', 'a sword drawn blind'],
  ['mb-shogun', 'secret', "a bot's koku allocation behind the screen"],
  ['gekokujo', 'die', 'battle dice'],
  ['gekokujo', 'secret', 'a bot spent its hidden treasury'],
  ['henn-shogun', 'throw', 'the cube tower'],
  ['henn-shogun', 'secret', "the bots' secret plans"],
  ['juni-tsuki', 'die', 'the action-point roll or a skirmish'],
  ['juni-tsuki', 'card', 'a war card drawn or given'],
  ['kunitori', 'card', 'a new hand drawn'],
  ['toy-race', 'die', 'the round dice'],
];

describe('the words of a refusal come from the game\'s declaration of its events', () => {
  it.each(WORDS)('%s: "%s" after %s', (id, reason) => {
    const R = getRuleset(id) as AnyRuleset;
    const { check, since } = find(id, (c) => !c.ok && c.reason === reason);
    expect(check).toEqual({ ok: false, reason });
    const declared = new Set(R.reveals?.[reason] ?? []);
    expect(types(since).filter((t) => declared.has(t)).length, types(since).join(' ')).toBeGreaterThan(0);
    // No kind the words rank before it happened since (a die is named before a card, a card before a secret).
    const before = (['die', 'throw', 'card', 'secret'] as const).slice(0, ['die', 'throw', 'card', 'secret'].indexOf(reason));
    for (const kind of before) expect(types(since).filter((t) => (R.reveals?.[kind] ?? []).includes(t))).toEqual([]);
  }, 120_000);
});

function replayState(R: AnyRuleset, record: GameRecord): unknown {
  const opts = R.parseOptions(record.options);
  if (!opts.ok) throw new Error(opts.error.message);
  let state = R.setup(opts.value, record.seed);
  for (const m of record.moves) state = R.apply(state, m.seat, (R.validate(state, m.seat, m.move) as { ok: true; value: unknown }).value).state;
  return state;
}
