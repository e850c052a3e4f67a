/**
 * A card in words and colour: its name in the player's language (German
 * names from the seed, English ones from the rules sheet), its type, its
 * text line by line (built from the card's effects in data/cards.ts, so a
 * data correction changes the text too) and its numbers.
 */
import { CARDS, type CardDef, type Effect } from '@shared/games/kunitori/public';
import type { Translate } from '../renderer-game';
import type { CardStat } from '../../kit/cards/card-face';

/** Card names: the locale's key `kunitori.cardName.<key>` (generated from the data in messages/). */
export const cardName = (id: number, t: Translate): string => {
  const c = CARDS[id];
  return c ? t(`kunitori.cardName.${c.key}`) : `#${id}`;
};

export const TONES: Record<CardDef['type'], string> = {
  general: '#7a2e2a',
  unit: '#a4532f',
  politics: '#3f6b4f',
  victory: '#5b4a8a',
  treasure: '#9a7a1c',
};

export const typeWord = (id: number, t: Translate): string => t(`kunitori.type.${CARDS[id]!.type}`);

/** Each effect's line, by its kind: the key with the effect's numbers (a count says its singular or plural) or card. */
const EFFECT_LINES: { [K in Effect['kind']]: (e: Extract<Effect, { kind: K }>, t: Translate) => string } = {
  draw: (e, t) => t('kunitori.effect.draw', { n: e.n }),
  actions: (e, t) => t('kunitori.effect.actions', { n: e.n }),
  money: (e, t) => t('kunitori.effect.money', { n: e.n }),
  buys: (e, t) => t('kunitori.effect.buys', { n: e.n }),
  'choose-draw-or-action': (_e, t) => t('kunitori.effect.drawOrAction'),
  'choose-money-or-scrap': (e, t) => t('kunitori.effect.moneyOrScrap', { n: e.money, m: e.scrapMoney }),
  'choose-draw-or-scrap': (e, t) => t('kunitori.effect.drawOrScrap', { n: e.draw, m: e.scrapMoney }),
  marketplace: (e, t) => t('kunitori.effect.marketplace', { n: e.plus }),
  'gain-to-hand': (e, t) => t('kunitori.effect.gainToHand', { card: cardName(e.card, t) }),
  gain: (e, t) => t('kunitori.effect.gain', { card: cardName(e.card, t) }),
  'may-gain': (e, t) => t('kunitori.effect.mayGain', { card: cardName(e.card, t) }),
  discount: (e, t) => t('kunitori.effect.discount', { n: e.n }),
  ninja: (e, t) => t('kunitori.effect.ninja', { n: e.reveal }),
};
const effectLine = (e: Effect, t: Translate): string => (EFFECT_LINES[e.kind] as (e: Effect, t: Translate) => string)(e, t);

/** The card's text, effects in printed order, then its standing rules. */
export function cardLines(id: number, t: Translate): string[] {
  const c = CARDS[id]!;
  const lines = c.effects.map((e) => effectLine(e, t));
  if (c.leads) lines.push(t('kunitori.effect.leads'));
  if (c.unscrappable) lines.push(t('kunitori.effect.unscrappable'));
  if (c.deployable) lines.push(t('kunitori.effect.deployable'));
  if (lines.length === 0) lines.push(t(c.type === 'victory' ? 'kunitori.effect.victory' : 'kunitori.effect.none'));
  return lines;
}

export function cardStats(id: number, t: Translate): CardStat[] {
  const c = CARDS[id]!;
  const out: CardStat[] = [];
  if (c.att) out.push({ label: t('kunitori.stat.att'), value: c.att, title: t('kunitori.stat.attLong') });
  if (c.def) out.push({ label: t('kunitori.stat.def'), value: c.def, title: t('kunitori.stat.defLong') });
  if (c.vp) out.push({ label: t('kunitori.stat.vp'), value: c.vp, title: t('kunitori.stat.vpLong') });
  return out;
}

/** A marker for a card whose numbers are our reconstruction (rules sheet), with the words for it. */
export function reconstructedNote(id: number, t: Translate): string | null {
  const c = CARDS[id]!;
  const which = [...(c.reconstructed ?? []), ...(c.unverified ?? [])];
  if (which.length === 0) return null;
  return t('kunitori.card.reconstructed', { what: which.map((w) => t(`kunitori.card.field.${w}`)).join(', ') });
}

/** Everything a PlayingCard needs for card `id`. */
export function cardFace(id: number, t: Translate) {
  const c = CARDS[id]!;
  const note = reconstructedNote(id, t);
  return {
    title: cardName(id, t),
    cost: c.cost,
    type: typeWord(id, t),
    lines: cardLines(id, t),
    stats: cardStats(id, t),
    tone: TONES[c.type],
    badge: note ? '*' : null,
    badgeTitle: note ?? '',
  };
}

/** Card names in a line, a card once per copy ("Kavallerie, 2× Speerträger"), in the order first met. */
export function cardList(cards: readonly number[], t: Translate): string {
  const counts = new Map<number, number>();
  for (const c of cards) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts].map(([card, n]) => (n > 1 ? `${n}× ${cardName(card, t)}` : cardName(card, t))).join(', ');
}

/**
 * Where the long words of the card names may break, as soft hyphens: the
 * supply's pile line at 1280×720 is a little over 90 px wide, and German
 * compounds ("Landesvermessung", "Flussbegradigung") broke mid-syllable with
 * no hyphen, or took a third line that pushed the last supply row out of view.
 * A soft hyphen shows only where the line breaks; Chromium's `hyphens: auto`
 * has no German dictionary on Linux, so the break points are written here.
 */
const SYLLABLES: Record<string, string> = {
  Landesvermessung: 'Landes-ver-messung',
  Flussbegradigung: 'Fluss-begra-digung',
  Entwicklung: 'Ent-wick-lung',
  Technologien: 'Techno-logien',
  Erschließung: 'Er-schlie-ßung',
  Teegeschirr: 'Tee-geschirr',
  Aufstrebender: 'Auf-streben-der',
  Fantastische: 'Fan-tas-tische',
  Bogenschützen: 'Bogen-schützen',
  Zollaufhebung: 'Zoll-auf-hebung',
  Handelshafen: 'Handels-hafen',
  Speerträger: 'Speer-träger',
  Bauernmiliz: 'Bauern-miliz',
  Kavallerie: 'Kaval-lerie',
  Marktplatz: 'Markt-platz',
};
const SHY = '\u00ad';
/** A card name with soft hyphens at its long words' syllables (for a narrow line; never for comparison or speech). */
export const breakableName = (name: string): string => name.replace(/[^\s]+/g, (w) => SYLLABLES[w]?.replaceAll('-', SHY) ?? w);
