/**
 * Start mat groups and the beginners' fixed setups (seed 002, "Verdeling van
 * de startprovincies" and "Startopstelling voor beginners", sun side only).
 * "speler A" is seat 0, "speler B" seat 1, and so on.
 */

/** Army groups of the start mat: 3 players use all 9, 4 the first 8, 5 the first 7. */
export const START_GROUPS: Readonly<Record<3 | 4 | 5, readonly number[]>> = {
  3: [5, 4, 4, 3, 3, 2, 2, 2, 2],
  4: [5, 4, 4, 3, 3, 2, 2, 2],
  5: [5, 4, 4, 3, 3, 2, 2],
};

/** Per seat: [province id, armies]. */
export type FixedSetup = readonly (readonly (readonly [string, number])[])[];

export const FIXED_SETUPS: Readonly<Record<3 | 4 | 5, FixedSetup>> = {
  3: [
    [['suruga', 5], ['mino', 4], ['tanba', 4], ['musashi', 3], ['harima', 3], ['izu', 2], ['owari', 2], ['sagami', 2], ['tajima', 2]],
    [['yamato', 5], ['echizen', 4], ['shimotsuke', 4], ['shimosa', 3], ['ise', 3], ['hitachi', 2], ['awa_shikoku', 2], ['kaga', 2], ['kii', 2]],
    [['bizen', 5], ['omi', 4], ['hida', 4], ['etchu', 3], ['hoki', 3], ['bitchu', 2], ['bingo', 2], ['settsu', 2], ['shinano', 2]],
  ],
  4: [
    [['yamato', 5], ['awa_shikoku', 4], ['kaga', 4], ['omi', 3], ['tanba', 3], ['kii', 2], ['settsu', 2], ['noto', 2]],
    [['kozuke', 5], ['hida', 4], ['ise', 4], ['echizen', 3], ['shinano', 3], ['etchu', 2], ['shimotsuke', 2], ['shima', 2]],
    [['mimasaka', 5], ['wakasa', 4], ['awa_boso', 4], ['harima', 3], ['bitchu', 3], ['hoki', 2], ['tajima', 2], ['kazusa', 2]],
    [['kai', 5], ['musashi', 4], ['mino', 4], ['mikawa', 3], ['bingo', 3], ['aki', 2], ['totomi', 2], ['sagami', 2]],
  ],
  5: [
    [['sagami', 5], ['mimasaka', 4], ['harima', 4], ['kazusa', 3], ['izu', 3], ['awa_boso', 2], ['bizen', 2]],
    [['shimotsuke', 5], ['echizen', 4], ['tanba', 4], ['shimosa', 3], ['kozuke', 3], ['hitachi', 2], ['wakasa', 2]],
    [['mino', 5], ['hida', 4], ['iyo', 4], ['owari', 3], ['totomi', 3], ['mikawa', 2], ['tosa', 2]],
    [['hoki', 5], ['shinano', 4], ['bingo', 4], ['echigo', 3], ['aki', 3], ['izumo', 2], ['etchu', 2]],
    [['yamato', 5], ['kaga', 4], ['kii', 4], ['shima', 3], ['omi', 3], ['ise', 2], ['noto', 2]],
  ],
};
