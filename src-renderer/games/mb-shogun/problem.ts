/**
 * An engine's refusal in the player's language. The rules engine explains a
 * refused move in English (`message`, with province names and numbers) under
 * a code; here each of its sentences is recognised and told again from this
 * game's messages, the numbers and names taken over. A sentence not listed
 * falls back to a line for its code, and only a code without words (a
 * malformed move, which the panels never send) shows the engine's own text.
 */
import type { Translate } from '../renderer-game';

/** `(?<p>…)` names a province, `(?<n>…)`/`(?<k>…)` numbers; the key's message uses the same names. */
const P = '(?<p>[^.;:]+?)';
const Q = '(?<q>[^.;:]+?)';
const SENTENCES: readonly (readonly [RegExp, string])[] = [
  [/^Put all your (?<k>\d+) koku into the boxes \(you placed (?<n>\d+)\)\.$/, 'allKoku'],
  [/^These units cost (?<n>\d+) koku; your Levy box holds (?<k>\d+)\.$/, 'tooExpensive'],
  [/^Your tray has only (?<n>\d+) (?<unit>\w+)\(s\)\.$/, 'trayEmpty'],
  [new RegExp(`^The army card in ${P} has no room for a (?<unit>\\w+)\\.$`), 'armyFullIn'],
  [/^The army card has no room for these units\.$/, 'army-full'],
  [new RegExp(`^The provincial force in ${P} already has 5 units\\.$`), 'forceFullIn'],
  [new RegExp(`^The provincial force in ${P} would exceed 5 units\\.$`), 'forceFullIn'],
  [new RegExp(`^The provincial force in ${P} would have too many ronin\\.$`), 'forceRoninIn'],
  [new RegExp(`^The (?<troop>army|force) in ${P} takes at most (?<n>\\d+) ronin \\(one fewer than its regular units\\)\\.$`), 'roninRoom'],
  [/^After the losses each troop may keep at most one ronin fewer than its regular units\.$/, 'roninAfterLosses'],
  [/^Each troop keeps at most one ronin fewer than its regular units\.$/, 'ronin-ratio'],
  [/^You hired (?<n>\d+) ronin\.$/, 'hired'],
  [/^During setup a province holds at most (?<n>\d+) spearmen\.$/, 'setupMax'],
  [new RegExp(`^Only one new unit per province: ${P} is named twice\\.$`), 'onePerProvince'],
  [new RegExp(`^${P} is named twice\\.$`), 'namedTwice'],
  [new RegExp(`^${P} already holds an army marker\\.$`), 'armyThere'],
  [new RegExp(`^${P} already has a fortress\\.$`), 'fortressThere'],
  [new RegExp(`^${P} would be left empty: leave a garrison( of at least one regular unit)?\\.$`), 'garrisonIn'],
  [new RegExp(`^${P} would be left empty\\.$`), 'leftEmpty'],
  [new RegExp(`^${P} does not border ${Q}\\.$`), 'notAdjacent'],
  [new RegExp(`^${P} is not your province \\(an empty province can only be the last step\\)\\.$`), 'notYoursLast'],
  [new RegExp(`^${P} is not (yours|your province)\\.$`), 'notYours'],
  [new RegExp(`^${P} is neither yours nor empty\\.$`), 'notYoursNorEmpty'],
  [new RegExp(`^${P} is neither an enemy nor an empty province \\(or holds an army in round 1\\)\\.$`), 'notTargetRoundOne'],
  [new RegExp(`^${P} is neither an enemy nor an empty province\\.$`), 'notTarget'],
  [new RegExp(`^${P} is not empty\\.$`), 'notEmpty'],
  [new RegExp(`^Between attacks an army moves only into an empty province; ${P} is not\\.$`), 'followUpEmpty'],
  [new RegExp(`^No army (of yours )?stands in ${P}\\.$`), 'noArmy'],
  [new RegExp(`^No provincial force stands in ${P}\\.$`), 'noForce'],
  [new RegExp(`^The army in ${P} is crippled and takes no units\\.$`), 'crippledTakesNone'],
  [new RegExp(`^${P} has no such (provincial )?units\\.$`), 'noSuchUnits'],
  [new RegExp(`^${P} has (only (?<n>\\d+)|no such) ronin\\.$`), 'noSuchRonin'],
  [new RegExp(`^Units that conquered ${P} this phase do not move again\\.$`), 'conqueredStay'],
  [new RegExp(`^In Phase A armies move only through own provinces: ${P} is empty\\.$`), 'phaseAOwn'],
  [/^Army (?<n>\d+) has lost its daimyo\.$/, 'armyLost'],
  [/^Army (?<n>\d+) is crippled: its daimyo was assassinated\.$/, 'armyCrippled'],
  [/^Army (?<n>\d+) has already moved in this phase\.$/, 'armyMoved'],
  [/^Army (?<n>\d+): an empty path moves nothing\.$/, 'emptyPath'],
  [/^Army (?<n>\d+) \(level (?<k>\d+)\) moves at most \d+ province\(s\)\.$/, 'armyReach'],
  [new RegExp(`^Army (?<n>\\d+) may end in ${P} only if army (?<k>\\d+) moves out \\(a swap\\); it cannot\\.$`), 'swapEnd'],
  [/^Army (?<n>\d+) \(level (?<k>\d+)\) cannot move back (?<m>\d+) province\(s\) to swap\.$/, 'swapBack'],
  [/^Army (?<n>\d+) may leave units behind only as a garrison for a province that would otherwise be empty\.$/, 'onlyGarrison'],
  [/^Army (?<n>\d+) has no such units( for the garrison)?\.$/, 'armyNoSuchUnits'],
  [/^Army (?<n>\d+) has only (?<k>\d+) ronin\.$/, 'armyRonin'],
  [/^Army (?<n>\d+)'s card has no room \(≤ 4 samurai, ≤ 10 ashigaru\)\.$/, 'armyCardFull'],
  [/^Army (?<n>\d+) would have too many ronin\.$/, 'armyTooManyRonin'],
  [/^A (garrison is a provincial force: at most|provincial force holds at most) 5 units\.$/, 'forceMax'],
  [/^Nothing to pick up in an empty province\.$/, 'pickupEmpty'],
  [/^Ronin (are picked up only with regular units|never move alone: a move needs a regular unit)\.$/, 'roninAlone'],
  [/^A detachment has at least one regular unit\.$/, 'detachment'],
  [/^Armies split off units to conquer only in Phase D\.$/, 'detachOnlyD'],
  [/^You can only remove units that are in this battle\.$/, 'notInBattle'],
  [/^No army fights on your side\.$/, 'noArmyFights'],
  [/^Remove exactly (?<n>\d+) unit\(s\), not (?<k>\d+)\.$/, 'wrongCount'],
  [/^Place (?<n>\d+) regained army marker\(s\)\.$/, 'place-all'],
  [/^Name (?<n>\d+) of your (?<k>\d+) provinces for your first colour\.$/, 'split'],
];

/** Units as the engine names them (singular) → this game's unit keys. */
const UNIT_NAMES = new Set(['bowman', 'gunner', 'swordsman', 'spearman']);

export function problemText(error: { code: string; message: string }, t: Translate): string {
  for (const [pattern, name] of SENTENCES) {
    const m = pattern.exec(error.message);
    if (!m) continue;
    const params: Record<string, string | number> = { ...(m.groups ?? {}) };
    for (const [k, v] of Object.entries(params)) if (v === undefined) delete params[k];
    if (typeof params.unit === 'string' && UNIT_NAMES.has(params.unit)) params.unit = t(`mb-shogun.unit.${params.unit}`);
    if (typeof params.troop === 'string') params.troop = t(`mb-shogun.problem.troop.${params.troop}`);
    const key = `mb-shogun.problem.${name}`;
    const text = t(key, params);
    if (text !== key) return text;
  }
  const key = `mb-shogun.problem.${error.code}`;
  const text = t(key);
  return text === key ? error.message : text;
}
