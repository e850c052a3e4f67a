/** The few rule helpers the table reads directly (the panels ask the engine's own checks). */
export { isSea, provinceId } from '@shared/games/mb-shogun/public';
export { SETUP_MAX_SPEARMEN as SETUP_MAX } from '@shared/games/mb-shogun/public';
