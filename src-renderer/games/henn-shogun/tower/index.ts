export { default as TowerView } from './TowerView.vue';
export type { TowerBattle, TowerSide, TowerThrowEvent } from './TowerView.vue';
export { TowerPlayer, type CubePose, type PlaybackSample } from './tower-player';
export { TowerScene, type CubeLook, type CubePattern } from './tower-scene';
export { planTray, battleSides, type TrayPlan } from './tower-tray';
export { TowerSound, impactsOf } from './tower-sound';
export { mountTowerLab } from './mount-lab';
