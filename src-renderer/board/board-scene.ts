/**
 * The placeholder board, drawn with Pixi from a BoardModel: province markers
 * at their places on a schematic Japan when the view lists provinces, else a
 * quiet panel with the round and scores. Redrawn from scratch on each change
 * (a few dozen shapes); issue 4's board replaces this with animated pieces.
 */
import { Circle, Container, Graphics, Text, type Application, type TextStyleOptions } from 'pixi.js';
import type { BoardModel, ProvinceMarker } from './board-model';
import { INK, INK_SOFT, PAPER, PAPER_DEEP, seatColor } from './palette';

const FONT = ['Iowan Old Style', 'Palatino Linotype', 'Book Antiqua', 'Noto Serif', 'Noto Serif JP', 'Georgia', 'serif'];

function textStyle(size: number, color = INK, weight: TextStyleOptions['fontWeight'] = 'normal'): TextStyleOptions {
  return { fontFamily: FONT, fontSize: size, fill: color, fontWeight: weight };
}

export class BoardScene {
  private readonly root = new Container();
  private model: BoardModel | null = null;

  /** Told the province id under the pointer (null when it leaves); plain strings only cross into Vue. */
  onHover: ((provinceId: string | null) => void) | null = null;

  constructor(private readonly app: Application) {
    app.stage.addChild(this.root);
    app.renderer.on('resize', this.redraw);
  }

  draw(model: BoardModel): void {
    this.model = model;
    this.redraw();
  }

  destroy(): void {
    this.app.renderer?.off('resize', this.redraw);
    this.root.destroy({ children: true });
  }

  private readonly redraw = (): void => {
    const model = this.model;
    if (!model) return;
    for (const child of this.root.removeChildren()) child.destroy({ children: true });
    const width = this.app.screen.width;
    const height = this.app.screen.height;
    this.drawPaper(width, height);
    if (model.provinces.length > 0) this.drawProvinces(model, width, height);
    else this.drawSummaryPanel(model, width, height);
  };

  private drawPaper(width: number, height: number): void {
    const paper = new Graphics();
    paper.rect(0, 0, width, height).fill(PAPER);
    // A double ink frame, like a printed map's border.
    paper.rect(12, 12, width - 24, height - 24).stroke({ width: 2, color: INK, alpha: 0.75 });
    paper.rect(18, 18, width - 36, height - 36).stroke({ width: 1, color: INK, alpha: 0.35 });
    this.root.addChild(paper);
  }

  private drawProvinces(model: BoardModel, width: number, height: number): void {
    const project = fitProjection(model.provinces, width, height, 56);
    const markers = new Graphics();
    const labels = new Container();
    const hits = new Container();
    const points = model.provinces.map((province) => ({ province, ...project(province) }));
    // Size markers by how crowded the board is, so neighbours rarely overlap.
    const radius = Math.max(7, Math.min(18, Math.min(width, height) / 40, 0.5 * typicalNearestGap(points)));
    for (const { province, x, y } of points) {
      markers.circle(x, y, radius).fill(seatColor(province.owner)).stroke({ width: 1.5, color: INK });
      const hit = new Container();
      hit.hitArea = new Circle(x, y, radius + 3);
      hit.eventMode = 'static';
      hit.cursor = 'pointer';
      hit.on('pointerover', () => this.onHover?.(province.id));
      hit.on('pointerout', () => this.onHover?.(null));
      hits.addChild(hit);
      if (province.strength !== null && province.strength > 0) {
        const count = new Text({ text: String(province.strength), style: textStyle(radius * 1.05, province.owner === null ? INK : PAPER, 'bold') });
        count.anchor.set(0.5);
        count.position.set(x, y);
        labels.addChild(count);
      }
      const name = new Text({ text: province.name, style: textStyle(Math.max(9, Math.min(13, radius * 0.9)), INK_SOFT) });
      name.anchor.set(0.5, 0);
      name.position.set(x, y + radius + 2);
      labels.addChild(name);
    }
    this.root.addChild(markers, labels, hits);
    this.drawHeading(model);
  }

  private drawHeading(model: BoardModel): void {
    const heading = new Text({ text: model.gameTitle, style: textStyle(20, INK, 'bold') });
    heading.position.set(36, 32);
    const sub = new Text({ text: model.finished ? `Finished after round ${model.round}` : `Round ${model.round}`, style: textStyle(14, INK_SOFT) });
    sub.position.set(36, 60);
    this.root.addChild(heading, sub);
  }

  private drawSummaryPanel(model: BoardModel, width: number, height: number): void {
    const scale = Math.max(0.8, Math.min(1.3, Math.min(width, height) / 560));
    const rowHeight = 40 * scale;
    const panelWidth = Math.min(520 * scale, width - 80);
    const panelHeight = (170 + model.seatNames.length * 40) * scale;
    const left = (width - panelWidth) / 2;
    const top = Math.max(40, (height - panelHeight) / 2);
    const panel = new Graphics();
    panel.roundRect(left + 4, top + 5, panelWidth, panelHeight, 10).fill({ color: INK, alpha: 0.08 });
    panel.roundRect(left, top, panelWidth, panelHeight, 10).fill(PAPER_DEEP).stroke({ width: 1.5, color: INK, alpha: 0.8 });
    this.root.addChild(panel);

    const title = new Text({ text: model.gameTitle, style: textStyle(28 * scale, INK, 'bold') });
    title.anchor.set(0.5, 0);
    title.position.set(width / 2, top + 26 * scale);
    const status = model.finished ? `Finished after round ${model.round}` : `Round ${model.round} · move ${model.ply}`;
    const round = new Text({ text: status, style: textStyle(17 * scale, INK_SOFT) });
    round.anchor.set(0.5, 0);
    round.position.set(width / 2, top + 70 * scale);
    this.root.addChild(title, round);

    const ruleY = top + 112 * scale;
    const rule = new Graphics();
    rule.moveTo(left + 28, ruleY).lineTo(left + panelWidth - 28, ruleY).stroke({ width: 1, color: INK, alpha: 0.4 });
    this.root.addChild(rule);

    model.seatNames.forEach((seatName, seat) => {
      const y = ruleY + 22 * scale + seat * rowHeight;
      const chip = new Graphics();
      chip.circle(left + 46, y + 11 * scale, 9 * scale).fill(seatColor(seat)).stroke({ width: 1, color: INK });
      const winner = model.winners.includes(seat);
      const label = new Text({ text: seatName, style: textStyle(18 * scale, INK, winner ? 'bold' : 'normal') });
      label.position.set(left + 66, y);
      this.root.addChild(chip, label);
      if (winner) {
        const mark = new Text({ text: 'winner', style: textStyle(14 * scale, seatColor(seat), 'bold') });
        mark.position.set(left + 74 + label.width, y + 3 * scale);
        this.root.addChild(mark);
      }
      const score = new Text({ text: model.scores ? String(model.scores[seat] ?? '–') : '–', style: textStyle(18 * scale, INK, 'bold') });
      score.anchor.set(1, 0);
      score.position.set(left + panelWidth - 36, y);
      this.root.addChild(score);
    });
  }
}

/** The lower quartile of each marker's distance to its nearest neighbour: crowded areas decide the size. */
function typicalNearestGap(points: { x: number; y: number }[]): number {
  if (points.length < 2) return Infinity;
  const gaps = points
    .map((a) => Math.min(...points.filter((b) => b !== a).map((b) => Math.hypot(a.x - b.x, a.y - b.y))))
    .sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 4)] ?? Infinity;
}

/**
 * Fit longitude/latitude points into the canvas, keeping proportions: an
 * equirectangular projection with longitudes shortened by cos(latitude) at
 * Japan's middle (about 36° N), which is close enough for a schematic board.
 */
function fitProjection(points: ProvinceMarker[], width: number, height: number, margin: number): (p: ProvinceMarker) => { x: number; y: number } {
  const lonScale = 0.809; // cos 36°
  const xs = points.map((p) => p.lon * lonScale);
  const ys = points.map((p) => -p.lat);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const spanX = Math.max(maxX - minX, 0.5);
  const spanY = Math.max(maxY - minY, 0.5);
  const top = margin + 40; // room for the heading
  const scale = Math.min((width - 2 * margin) / spanX, (height - top - margin) / spanY);
  const offsetX = (width - spanX * scale) / 2;
  const offsetY = top + (height - top - margin - spanY * scale) / 2;
  return (p) => ({ x: offsetX + (p.lon * lonScale - minX) * scale, y: offsetY + (-p.lat - minY) * scale });
}
