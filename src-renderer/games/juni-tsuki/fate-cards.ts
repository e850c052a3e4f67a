/**
 * The fate cards of a year end (§4.4 [R]) as the app shows them: which card
 * each player drew, what the card does (from the data file's effect, so the
 * words follow the numbers) and what it did to that player (the engine's
 * `fate` event). The table's year-end strip and the replay's show use it.
 */
import { FATE_CARDS, type FateEffect, type JuniEvent } from '@shared/games/juni-tsuki/public';
import type { Translate } from '../renderer-game';
import { asEvent, thousands } from './telling';

export type FateEvent = Extract<JuniEvent, { type: 'fate' }>;

/** The fate cards drawn at one year end, in the order they were drawn. */
export interface FateTold {
  /** The year that ended (1-based). */
  year: number;
  draws: FateEvent[];
  /** How many months have begun since (the first month of the next year is 1). */
  monthsSince: number;
}

/** A card's face: its name, what it does, and a tone (good, bad or neither). */
export interface FateFace {
  title: string;
  text: string;
  tone: string;
}

const TONE = { good: '#5b7335', bad: '#b8412c', even: '#6b6158' } as const;

function effectOf(id: string): FateEffect | null {
  return FATE_CARDS.find((c) => c.id === id)?.effect ?? null;
}

export function fateFace(id: string, t: Translate): FateFace {
  const e = effectOf(id);
  const title = t(`juni-tsuki.fate.${id}`);
  if (!e) return { title, text: '', tone: TONE.even };
  switch (e.kind) {
    case 'koku':
      return e.amount >= 0
        ? { title, text: t('juni-tsuki.fateText.kokuGain', { n: thousands(e.amount, t) }), tone: TONE.good }
        : { title, text: t('juni-tsuki.fateText.kokuLoss', { n: thousands(-e.amount, t) }), tone: TONE.bad };
    case 'samurai':
      return { title, text: t('juni-tsuki.fateText.samuraiLoss', { n: thousands(-e.amount, t) }), tone: TONE.bad };
    case 'ronin-join':
      return { title, text: t('juni-tsuki.fateText.join', { n: thousands(e.amount, t) }), tone: TONE.good };
    case 'war-pair':
      return { title, text: t('juni-tsuki.fateText.pair'), tone: TONE.good };
    case 'lose-card':
      return { title, text: t('juni-tsuki.fateText.loseCard'), tone: TONE.bad };
    case 'none':
      return { title, text: t('juni-tsuki.fateText.none'), tone: TONE.even };
  }
}

/** What the card did to the player who drew it, from the engine's words for it (`fate` event's `effect`). */
export function fateOutcome(e: FateEvent, t: Translate): string {
  const amount = /^([+-])(\d+) (koku|samurai)$/.exec(e.effect);
  if (amount) {
    const n = thousands(Number(amount[2]), t);
    return t(`juni-tsuki.fateOutcome.${amount[3]}${amount[1] === '+' ? 'Gain' : 'Loss'}`, { n });
  }
  const key = FIXED_OUTCOMES[e.effect];
  return key ? t(`juni-tsuki.fateOutcome.${key}`) : e.effect;
}

/** The engine's fixed outcome words (months.ts resolveFate) → message keys. */
const FIXED_OUTCOMES: Record<string, string> = {
  'no castle to store koku': 'noCastle',
  'no Daimyō to join': 'noDaimyo',
  'a war-card pair': 'pair',
  'no card to lose': 'noCard',
  'war cards lost': 'cardsLost',
  'nothing happens': 'none',
};

/**
 * The fate cards of the latest year end in a list of events (before `end`),
 * with the year it closed; null if none yet. A year end tells the upkeep,
 * then the fate cards (a card's own events, e.g. a war-card pair drawn,
 * between them), then the production.
 */
export function lastFates(events: readonly unknown[], end = events.length): FateTold | null {
  const stop = Math.min(end, events.length);
  let last = -1;
  for (let i = stop - 1; i >= 0 && last < 0; i--) if (asEvent(events[i])?.type === 'fate') last = i;
  if (last < 0) return null;
  const draws: FateEvent[] = [];
  let i = last;
  for (; i >= 0; i--) {
    const e = asEvent(events[i]);
    if (e?.type === 'upkeep') break;
    if (e?.type === 'fate') draws.unshift(e);
  }
  // The year end follows the 12th month's turns; the last `month` event before it names the year.
  let year = 1;
  for (; i >= 0; i--) {
    const e = asEvent(events[i]);
    if (e?.type === 'month') {
      year = e.year;
      break;
    }
  }
  let monthsSince = 0;
  for (let k = last + 1; k < stop; k++) if (asEvent(events[k])?.type === 'month') monthsSince++;
  return { year, draws, monthsSince };
}

/** The fate cards drawn at a year end when the event at `index` is its first fate card (the replay's show); else null. */
export function fatesAt(events: readonly unknown[], index: number): FateEvent[] | null {
  if (asEvent(events[index])?.type !== 'fate') return null;
  for (let i = index - 1; i >= 0; i--) {
    const type = asEvent(events[i])?.type;
    if (type === 'fate') return null;
    if (type === 'upkeep') break;
  }
  const draws: FateEvent[] = [];
  for (let i = index; i < events.length; i++) {
    const e = asEvent(events[i]);
    if (e?.type === 'production' || e?.type === 'upkeep') break;
    if (e?.type === 'fate') draws.push(e);
  }
  return draws;
}
