/**
 * The decisions of Milton Bradley's Shogun that are a short list of answers
 * (ChoicePanel.vue): the setup's reinforcements and armies, the spy, the
 * sword, building, the ninja's strike and the revenge for it, the next
 * battle, fight on or call off. The answers are the engine's (its public
 * helpers say what is open); this only words them.
 */
import { buildOptions, freeSwords, ninjaTargets, revengeTargets, spyTargets } from '@shared/games/mb-shogun/public';
import { ASSASSIN_SUCCESS_MAX, SETUP_MAX_SPEARMEN as SETUP_MAX, SETUP_REINFORCE_SPEARMEN, SPEARMAN, provinceId as idOf } from '@shared/games/mb-shogun/public';
import type { Translate } from '../../renderer-game';
import { board, provinceName, type MbShogunView } from '../mb-view';
import type { Choice } from './ChoicePanel.vue';

export interface ChoiceDecision {
  title: string;
  lead?: string;
  choices: Choice[];
  pass?: Choice;
}

/** The list for a decision of this kind by this colour, or null when the decision has a panel of its own. */
export function choiceFor(kind: string, v: MbShogunView, c: number, t: Translate, colourName: (colour: number) => string): ChoiceDecision | null {
  const s = board(v);
  const own = v.provinces.flatMap((p, i) => (p.owner === c ? [i] : [])).sort((x, y) => provinceName(x).localeCompare(provinceName(y)));
  switch (kind) {
    case 'reinforce':
      return {
        title: t('mb-shogun.choice.reinforce'),
        lead: t('mb-shogun.choice.reinforceLead', { n: SETUP_REINFORCE_SPEARMEN, max: SETUP_MAX }),
        choices: own
          .filter((p) => v.provinces[p]!.force[SPEARMAN] + SETUP_REINFORCE_SPEARMEN <= SETUP_MAX)
          .map((p) => ({ id: idOf(p), label: `${provinceName(p)} (${v.provinces[p]!.force[SPEARMAN]})`, move: { type: 'reinforce', province: idOf(p) } })),
      };
    case 'place-army':
      return {
        title: t('mb-shogun.choice.placeArmy'),
        lead: t('mb-shogun.choice.placeArmyLead'),
        choices: own.filter((p) => v.provinces[p]!.army < 0).map((p) => ({ id: idOf(p), label: provinceName(p), move: { type: 'place-army', province: idOf(p) } })),
      };
    case 'spy':
      return {
        title: t('mb-shogun.choice.spy'),
        lead: t('mb-shogun.choice.spyLead'),
        choices: [
          ...spyTargets(s, c).map((x) => ({ id: `c${x}`, label: colourName(x), move: { type: 'spy', target: x } })),
          { id: 'none', label: t('mb-shogun.choice.spyNone'), move: { type: 'spy', target: null } },
        ],
      };
    case 'choose-sword':
      return {
        title: t('mb-shogun.choice.sword'),
        lead: t('mb-shogun.choice.swordLead', { n: v.alloc[c]?.swords ?? 0 }),
        choices: freeSwords(s).map((n, i) => ({ id: `s${n}`, label: t('mb-shogun.choice.swordN', { n }), move: { type: 'choose-sword', sword: n }, primary: i === 0 })),
      };
    case 'build':
      return {
        title: t('mb-shogun.box.build'),
        lead: t('mb-shogun.choice.buildLead', { castles: v.castlesLeft, bases: v.basesLeft }),
        choices: [
          ...buildOptions(s, c).map((p) => ({
            id: idOf(p),
            label: `${provinceName(p)} · ${t(v.provinces[p]!.castle === 1 ? 'mb-shogun.board.fortress' : 'mb-shogun.board.castle')}`,
            move: { type: 'build', province: idOf(p) },
          })),
          { id: 'none', label: t('mb-shogun.choice.buildNone'), move: { type: 'build', province: null } },
        ],
      };
    case 'ninja':
      // Asked only in a window where a strike is possible (the engine's rule); "not now" closes this window only.
      return {
        title: t('mb-shogun.choice.ninja'),
        lead: `${ninjaWindowText(v, t, colourName)} ${t('mb-shogun.choice.ninjaLead', { n: ASSASSIN_SUCCESS_MAX })}`,
        pass: { id: 'none', label: t('mb-shogun.choice.ninjaWait'), move: { type: 'ninja', target: null }, primary: true },
        choices: [
          ...ninjaTargets(s, c).map((x) => ({
            id: `c${x.colour}a${x.army}`,
            label: t('mb-shogun.choice.ninjaTarget', { name: colourName(x.colour), n: x.army + 1, province: provinceName(v.colours[x.colour]!.armies[x.army]!.province) }),
            move: { type: 'ninja', target: x },
          })),
        ],
      };
    case 'revenge': {
      const i = v.interrupts[0];
      const hirer = i?.kind === 'revenge' ? i.hirer : c;
      return {
        title: t('mb-shogun.choice.revenge'),
        lead: t('mb-shogun.choice.revengeLead', { name: colourName(hirer) }),
        choices: revengeTargets(s, hirer).map((army) => ({ id: `a${army}`, label: t('mb-shogun.choice.revengeArmy', { n: army + 1, province: provinceName(v.colours[hirer]!.armies[army]!.province) }), move: { type: 'revenge', army } })),
      };
    }
    case 'next-battle':
      return {
        title: t('mb-shogun.choice.nextBattle'),
        lead: t('mb-shogun.choice.nextBattleLead'),
        choices: (v.war?.declared ?? []).map((d, index) => ({ id: `b${index}`, label: `${provinceName(d.from)} → ${provinceName(d.to)}`, move: { type: 'next-battle', index }, primary: index === 0 })),
      };
    case 'continue':
      return {
        title: t('mb-shogun.choice.continue'),
        lead: t('mb-shogun.choice.continueLead'),
        choices: [
          { id: 'fight', label: t('mb-shogun.choice.fightOn'), move: { type: 'continue', callOff: false }, primary: true },
          { id: 'call-off', label: t('mb-shogun.choice.callOff'), move: { type: 'continue', callOff: true } },
        ],
      };
  }
  return null;
}

/** Which of the five windows (sheet §3 Action 6) the ninja's question is asked in. */
function ninjaWindowText(v: MbShogunView, t: Translate, colourName: (colour: number) => string): string {
  const w = v.war;
  if (!w) return '';
  const name = colourName(w.colour);
  if (w.upcoming) return t('mb-shogun.choice.ninjaWhen.battle', { name, from: provinceName(w.upcoming.from), to: provinceName(w.upcoming.to) });
  return t(`mb-shogun.choice.ninjaWhen.${w.step}`, { name });
}
