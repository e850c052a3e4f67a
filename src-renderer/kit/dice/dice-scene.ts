/**
 * The dice tray's Pixi drawing: a felt-lined tray, each die at its pose for
 * the roll time (dice-plan.ts), redrawn only when the face it shows changes,
 * and the hits ringed once they have landed. Labels, counts and the readout
 * are HTML around it (DiceTray.vue).
 */
import { Container, Graphics, type Application } from 'pixi.js';
import { INK, VERMILION, mixColor } from '../../board/palette';
import { drawDie, IVORY, type DieLook } from './dice-faces';
import { DIE_SIZE, HIT_RING, poseAt, type TrayPlan } from './dice-plan';

const TRAY = 0x5d6b52;

interface DieNode {
  holder: Container;
  face: number;
  shape: Container | null;
}

export class DiceScene {
  private readonly tray = new Graphics();
  private readonly rings = new Graphics();
  private readonly dice = new Container();
  private nodes: DieNode[] = [];
  private plan: TrayPlan | null = null;

  constructor(
    private readonly app: Application,
    private readonly look: (group: number) => DieLook = () => IVORY,
  ) {
    app.stage.addChild(this.tray, this.rings, this.dice);
  }

  setPlan(plan: TrayPlan | null): void {
    for (const child of this.dice.removeChildren()) child.destroy({ children: true });
    this.nodes = [];
    this.plan = plan;
    this.drawTray();
    if (!plan) return;
    for (const _ of plan.dice) {
      const holder = new Container();
      this.dice.addChild(holder);
      this.nodes.push({ holder, face: 0, shape: null });
    }
  }

  /** Draws the roll at time `t` (0..1; 1 = every die at rest, hits marked). */
  render(t: number): void {
    const plan = this.plan;
    this.rings.clear();
    if (plan) {
      plan.dice.forEach((die, i) => {
        const node = this.nodes[i]!;
        const pose = poseAt(die, t);
        if (pose.face !== node.face || !node.shape) {
          node.shape?.destroy({ children: true });
          node.shape = drawDie(die.sides, pose.face, DIE_SIZE, this.look(die.group));
          node.holder.addChild(node.shape);
          node.face = pose.face;
        }
        node.holder.position.set(pose.x, pose.y);
        node.holder.rotation = pose.rotation;
        if (t >= 1 && die.hit) {
          // A hit: a soft glow and a vermilion ring around the die.
          this.rings.circle(die.x, die.y, HIT_RING).fill({ color: VERMILION, alpha: 0.18 });
          this.rings.circle(die.x, die.y, DIE_SIZE * 0.64).stroke({ width: 3, color: VERMILION, alpha: 0.95 });
        }
      });
    }
    this.app.render();
  }

  resize(): void {
    this.drawTray();
  }

  destroy(): void {
    for (const child of [this.tray, this.rings, this.dice]) child.destroy({ children: true });
    this.nodes = [];
  }

  private drawTray(): void {
    const { width, height } = this.app.screen;
    const g = this.tray;
    g.clear();
    g.roundRect(0, 0, width, height, 10).fill(TRAY);
    g.roundRect(4, 4, width - 8, height - 8, 8).stroke({ width: 2, color: mixColor(TRAY, 0xffffff, 0.25), alpha: 0.7 });
    g.roundRect(1, 1, width - 2, height - 2, 10).stroke({ width: 2, color: INK, alpha: 0.7 });
  }
}
