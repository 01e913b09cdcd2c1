// Arkadia: the 12 x 16 grid with tents, buildings (by seal colour), workers (by seat, neutral in
// white, each with its seat's mark) and the castle's lot with its floors; the seal values, castle
// pools, display and pile; every seat's public standing and, in your view only, your hand,
// workers, seals and gold. Cards show their building's shape. Worker squares, buildings and lot
// squares that a legal command offers are highlighted on the grid and can be clicked; a chosen
// building follows the pointer to be placed (arkadia_placement.js).

import { coordinate } from '../words/arkadia.js';
import { describeOrientation, placement, placementLayer, shapeIcon } from './arkadia_placement.js';
import { clear, enumLabel, h, num, s, seatColour, seatDot, seatMark, seatName } from '../dom.js';

const SEALS = ['red', 'olive', 'silver', 'black'];
const FILL = { red: '#c0392b', olive: '#66660e', silver: '#a9b0b7', black: '#2d2d2d', none: '#f4efe2' };
const CELL = 30;

const colourOf = (value) => enumLabel(value, 'ARKADIA_COLOUR_') || 'none';

function formName(statics, id) {
  return (statics.forms || []).find((f) => f.id === id)?.name || id;
}

function cardLabel(statics, card) {
  return `${colourOf(card?.colour)} ${formName(statics, card?.form)}`;
}

function footprint(statics, form, rotation, reflected, row, col) {
  const orientation = (statics.forms || []).find((f) => f.id === form)?.orientations
    ?.find((o) => num(o.rotation) === num(rotation) && Boolean(o.reflected) === Boolean(reflected));
  return (orientation?.cells || []).map((c) => [num(row) + num(c.row), num(col) + num(c.col)]);
}

// The readings Ludus plays where the rule text leaves a choice (docs/rules/arkadia.md).
export const RULES = [
  'When floor 2 of the castle is full, the player who filled it finishes the turn, then every other player plays one more turn; then all seals are converted into gold at the final values.',
  'Most gold wins. Players with equal gold share the win: there is no tie-breaker.',
  'Every player is ranked by final gold, and equal gold shares a rank at any place: gold 9, 9, 4, 9 ranks 1st, 1st, 4th, 1st.',
];

function rulesPanel() {
  return h('details', { class: 'game-rules' }, h('summary', null, 'Rules as played here'), h('ul', { class: 'small' }, RULES.map((r) => h('li', null, r))));
}

export function steps(command, { statics, view }) {
  if (command.build) {
    const b = command.build;
    const draw = b.drawFrom;
    const slot = num(b.displaySlot);
    let drawLabel = 'no card left to draw';
    if (draw === 'ARKADIA_DRAW_SOURCE_DISPLAY') drawLabel = `then take display card ${slot + 1} (${cardLabel(statics, view?.display?.[slot])})`;
    if (draw === 'ARKADIA_DRAW_SOURCE_PILE') drawLabel = 'then draw from the pile';
    return [
      { key: 'kind:build', label: 'Build a building' },
      { key: `card:${b.card?.form}:${b.card?.colour}`, label: cardLabel(statics, b.card) },
      { key: `orient:${num(b.rotation)}:${Boolean(b.reflected)}`, label: describeOrientation({ rotation: num(b.rotation), reflected: Boolean(b.reflected) }) },
      { key: `square:${num(b.row)},${num(b.col)}`, label: `at ${coordinate(b)}`, cells: footprint(statics, b.card?.form, b.rotation, b.reflected, b.row, b.col) },
      { key: `draw:${draw}:${slot}`, label: drawLabel, slot: draw === 'ARKADIA_DRAW_SOURCE_DISPLAY' ? slot : undefined },
    ];
  }
  if (command.placeWorkers) {
    const p = command.placeWorkers;
    const building = (view?.buildings || []).find((x) => num(x.id) === num(p.building));
    return [
      { key: 'kind:workers', label: 'Place workers' },
      { key: `building:${num(p.building)}`, label: `around building ${num(p.building)} (${cardLabel(statics, building?.card)})`, cells: (building?.squares || []).map((q) => [num(q.row), num(q.col)]) },
      ...(p.workers || []).map((w) => ({
        key: `worker:${num(w.square?.row)},${num(w.square?.col)}:${w.neutral ? 'neutral' : 'own'}`,
        label: `${w.neutral ? 'neutral' : 'own'} worker at ${coordinate(w.square)}`,
        cells: [[num(w.square?.row), num(w.square?.col)]],
      })),
      { key: 'done', label: 'place them' },
    ];
  }
  if (command.passTurn) return [{ key: 'kind:pass', label: 'Pass (nothing can be built or placed)' }];
  if (command.placeCastlePiece) {
    const c = command.placeCastlePiece;
    const square = (view?.castle || []).find((x) => num(x.lotSquare) === num(c.lotSquare))?.square;
    return [
      { key: 'kind:castle', label: 'Place a castle piece' },
      { key: `colour:${c.colour}`, label: `${colourOf(c.colour)} piece` },
      { key: `lot:${num(c.lotSquare)}`, label: `on lot square ${num(c.lotSquare)}`, cells: square ? [[num(square.row), num(square.col)]] : [] },
    ];
  }
  if (command.useBanner) {
    const cash = command.useBanner.cashIn || {};
    return [
      { key: 'kind:banner', label: 'Use an architect banner' },
      ...SEALS.map((colour) => ({ key: `${colour}:${num(cash[colour])}`, label: `cash in ${num(cash[colour])} ${colour}` })),
    ];
  }
  if (command.endTurn) return [{ key: 'kind:end', label: 'End my turn' }];
  return [{ key: JSON.stringify(command), label: JSON.stringify(command) }];
}

function seals(value) {
  // Dark figures on the light silver (white on it is unreadable: contrast 2.1:1).
  return SEALS.map((c) => h('span', { class: 'seal', style: { background: FILL[c], color: c === 'silver' ? '#222' : '#fff' }, title: c }, num(value?.[c])));
}

function cardFace(statics, card) {
  return [shapeIcon(statics, card?.form, FILL[colourOf(card?.colour)]), ' ', cardLabel(statics, card)];
}

function grid(view, ctx, placing) {
  const statics = ctx.statics;
  const rows = num(statics.rows) || 12;
  const cols = num(statics.cols) || 16;
  const parts = [];
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      parts.push(s('rect', { x: c * CELL, y: r * CELL, width: CELL, height: CELL, fill: '#f4efe2', stroke: '#d8cfb8', class: 'cell', 'data-row': r, 'data-col': c }));
    }
  }
  for (const tent of view.tents || []) {
    const x = num(tent.col) * CELL;
    const y = num(tent.row) * CELL;
    parts.push(s('polygon', { points: `${x + 6},${y + 24} ${x + 15},${y + 7} ${x + 24},${y + 24}`, fill: '#e8d9a8', stroke: '#a38b4b', class: 'tent' }));
  }
  for (const square of view.castle || []) {
    const x = num(square.square?.col) * CELL;
    const y = num(square.square?.row) * CELL;
    const floors = (square.pieces || []).length;
    parts.push(s('rect', { x: x + 1, y: y + 1, width: CELL - 2, height: CELL - 2, fill: FILL[colourOf(square.visible)], stroke: FILL[colourOf(square.printed)] === FILL.none ? '#555' : FILL[colourOf(square.printed)], 'stroke-width': 3, class: 'lot', 'data-lot': num(square.lotSquare) }));
    parts.push(s('text', { x: x + CELL / 2, y: y + 19, 'text-anchor': 'middle', 'font-size': 11, fill: '#fff', stroke: '#000', 'stroke-width': 0.3 }, floors ? `F${floors}` : '♜'));
  }
  for (const building of view.buildings || []) {
    const fill = FILL[colourOf(building.card?.colour)];
    for (const q of building.squares || []) {
      parts.push(s('rect', { x: num(q.col) * CELL + 2, y: num(q.row) * CELL + 2, width: CELL - 4, height: CELL - 4, fill, opacity: building.complete ? 1 : 0.75, stroke: seatColour(building.builder), 'stroke-width': 2, class: 'building', 'data-building': num(building.id) }));
    }
    const first = (building.squares || [])[0];
    if (first) {
      parts.push(s('text', { x: num(first.col) * CELL + 5, y: num(first.row) * CELL + 14, 'font-size': 10, fill: '#fff' }, `${num(building.id)}${building.complete ? '✓' : ''}`));
    }
  }
  for (const worker of view.workers || []) {
    const x = num(worker.square?.col) * CELL + CELL / 2;
    const y = num(worker.square?.row) * CELL + CELL / 2;
    parts.push(s('circle', { cx: x, cy: y, r: 8, fill: worker.neutral ? '#fff' : seatColour(worker.colourSeat), stroke: '#333', class: 'worker', 'data-seat': worker.neutral ? 'neutral' : num(worker.colourSeat) }));
    if (!worker.neutral) parts.push(s('text', { x, y: y + 3.5, 'text-anchor': 'middle', 'font-size': 9, fill: '#fff', 'pointer-events': 'none' }, seatMark(worker.colourSeat)));
  }
  // The choices the picker offers now, on the grid.
  for (const option of ctx.options || []) {
    if (!option.cells?.length) continue;
    // While a building is being placed, its spots are marked by the placement layer instead.
    if (placing && option.key.startsWith('square:')) continue;
    const anchor = option.key.startsWith('square:');
    const group = s('g', { class: 'choice target', 'data-key': option.key, onclick: () => ctx.pick(option.key) },
      s('title', null, option.label),
      option.cells.map(([r, c]) => s('rect', { x: c * CELL + 3, y: r * CELL + 3, width: CELL - 6, height: CELL - 6, fill: anchor ? 'rgba(255,200,0,0.15)' : 'rgba(255,200,0,0.35)', stroke: '#e6a700', 'stroke-width': 2, 'stroke-dasharray': anchor ? '3 2' : '' })));
    parts.push(group);
  }
  // Coordinates as the log and the picker name squares: columns A…, rows 1… (words/arkadia.js).
  for (let c = 0; c < cols; c += 1) {
    parts.push(s('text', { x: c * CELL + CELL / 2, y: -5, 'text-anchor': 'middle', 'font-size': 10, fill: '#555', class: 'coord' }, String.fromCharCode(65 + c)));
  }
  for (let r = 0; r < rows; r += 1) {
    parts.push(s('text', { x: -5, y: r * CELL + CELL / 2 + 4, 'text-anchor': 'end', 'font-size': 10, fill: '#555', class: 'coord' }, r + 1));
  }
  const layer = placing ? placementLayer(view, ctx, placing, CELL, FILL[colourOf(placing.colour)]) : null;
  if (layer) parts.push(...layer.layers);
  const svg = s('svg', { viewBox: `-18 -16 ${cols * CELL + 20} ${rows * CELL + 18}`, class: ['arkadia-grid', layer && 'placing'], role: layer ? 'application' : 'img', 'aria-label': layer ? 'Arkadia board: move the building with the arrow keys, R turns it, F mirrors it, Enter places it' : 'Arkadia board' }, parts);
  if (layer) layer.wire(svg);
  return { svg, controls: layer?.controls };
}

export function render(el, view, ctx) {
  const statics = ctx.statics;
  const viewer = view.viewer === undefined ? null : num(view.viewer);
  const me = viewer === null ? null : (view.players || []).find((p) => num(p.seat) === viewer);
  const options = ctx.options || [];
  const option = (key) => options.find((o) => o.key === key);
  const board = grid(view, ctx, ctx.mode === 'play' ? placement(view, ctx) : null);
  clear(el, h('div', { class: 'arkadia-board' },
    h('div', { class: 'ark-top' },
      h('span', null, `Turn ${num(view.turn)}`),
      h('span', null, `Phase: ${enumLabel(view.phase, 'ARKADIA_PHASE_')}`),
      view.currentSeat !== undefined ? h('span', null, seatName(ctx.match, view.currentSeat)) : null,
      h('span', null, `Castle floor ${num(view.currentFloor)}`),
      view.endTriggeredBy !== undefined ? h('span', { class: 'warn' }, `End triggered by ${seatName(ctx.match, view.endTriggeredBy)}`) : null),
    h('div', { class: 'arkadia-main' },
      board.svg,
      h('div', { class: 'arkadia-side' },
        board.controls,
        h('h4', null, 'Seal values'), h('div', { class: 'seals' }, seals(view.values)),
        h('h4', null, 'Castle pools (floors 1–3)'),
        (view.castlePools || []).map((pool, i) => h('div', { class: 'seals' }, h('span', { class: 'small' }, `F${i + 1} `), seals(pool))),
        h('h4', null, 'Display'),
        h('div', { class: 'cards' }, (view.display || []).map((card, slot) => {
          const target = options.find((o) => o.slot === slot);
          return h('span', { class: ['arkadia-card', target && 'target'], style: { borderColor: FILL[colourOf(card.colour)] }, onclick: target ? () => ctx.pick(target.key) : undefined }, cardFace(statics, card));
        })),
        h('p', { class: 'small' }, `Pile ${num(view.pileSize)} · neutral workers in the pool ${num(view.neutralPool)}`))),
    h('table', { class: 'players' },
      h('tr', null, ['Seat', 'Hand', 'Banners', 'Pool workers', 'Seals earned', 'Gold'].map((t) => h('th', null, t))),
      (view.players || []).map((p) => h('tr', { class: num(p.seat) === viewer ? 'me' : '' },
        h('td', null, seatDot(p.seat), seatName(ctx.match, p.seat)),
        h('td', null, num(p.handSize), (p.knownCards || []).length ? ` (known: ${(p.knownCards || []).map((c) => cardLabel(statics, c)).join(', ')})` : ''),
        h('td', null, num(p.banners)),
        h('td', null, num(p.poolWorkers)),
        h('td', null, h('span', { class: 'seals' }, seals(p.sealsEarned))),
        h('td', null, num(p.seat) === viewer || view.phase === 'ARKADIA_PHASE_OVER' ? num(p.gold) : '?')))),
    me ? h('div', { class: 'own', id: 'own-hand' },
      h('h4', null, 'Your hand and screen (only you see them)'),
      h('div', { class: 'cards' }, (me.hand || []).map((card) => {
        const target = option(`card:${card.form}:${card.colour}`);
        return h('span', { class: ['arkadia-card', target && 'target'], style: { borderColor: FILL[colourOf(card.colour)] }, onclick: target ? () => ctx.pick(target.key) : undefined }, cardFace(statics, card));
      })),
      h('p', null, `Workers behind your screen: ${num(me.workers)} own, ${num(me.neutralWorkers)} neutral · gold ${num(me.gold)} · seals `, h('span', { class: 'seals' }, seals(me.seals)))) : null,
    view.result && (view.result.scores || []).length ? h('div', null, h('h4', null, `Game over (${enumLabel(view.result.reason, 'ARKADIA_END_REASON_')})`),
      h('p', null, (view.result.scores || []).map((sc) => `${seatName(ctx.match, sc.seat)}: ${num(sc.gold)} gold`).join(' · '))) : null,
    rulesPanel()));
}

// Pictures for the lobby and the rules page, drawn with the board's own pieces: every building's
// shape as the cards show it, and where a building may go (the three placement rules).
function miniBoard(rows, cols, squares, caption) {
  const size = 18;
  return s('svg', { class: 'figure-board', viewBox: `0 0 ${cols * size} ${rows * size}`, width: cols * size, height: rows * size, role: 'img', 'aria-label': caption },
    Array.from({ length: rows * cols }, (_, i) => s('rect', { x: (i % cols) * size, y: Math.floor(i / cols) * size, width: size, height: size, fill: FILL.none, stroke: '#d8cfb8' })),
    squares.map(([r, c, fill, stroke]) => s('rect', { x: c * size + 1, y: r * size + 1, width: size - 2, height: size - 2, fill, stroke: stroke || '#222', 'stroke-width': stroke ? 2 : 0.8 })));
}

export function illustrations(statics) {
  const forms = statics.forms || [];
  const colours = ['red', 'olive', 'silver', 'black'];
  const lot = FILL.black;
  const legal = [[1, 3, lot], [2, 3, lot], [1, 1, FILL.olive, '#1b5e20'], [2, 1, FILL.olive, '#1b5e20'], [2, 2, FILL.olive, '#1b5e20']];
  const apart = [[1, 3, lot], [2, 3, lot], [1, 0, 'rgba(200,0,0,0.25)', '#b00020'], [2, 0, 'rgba(200,0,0,0.25)', '#b00020'], [3, 0, 'rgba(200,0,0,0.25)', '#b00020']];
  const cover = h('div', { class: 'cover arkadia-cover' }, forms.slice(0, 4).map((f, i) => shapeIcon(statics, f.id, FILL[colours[i % 4]])));
  return {
    cover,
    figures: [
      { caption: 'The buildings: each card shows its building’s shape; a building may be turned and mirrored when it is built.',
        el: h('ul', { class: 'figure-forms' }, forms.map((f, i) => h('li', null, shapeIcon(statics, f.id, FILL[colours[i % 4]]), ` ${f.name} (${(f.orientations?.[0]?.cells || []).length} squares)`))) },
      { caption: 'Where a building may go: on free squares, touching a building, the castle lot (dark) or a worker. The green building touches the lot and may be built; the red one touches nothing and may not.',
        el: h('div', { class: 'figure-pair' }, miniBoard(4, 5, legal, 'a building touching the castle lot: allowed'), miniBoard(4, 5, apart, 'a building touching nothing: not allowed')) },
    ],
  };
}

export default { steps, render, rules: RULES, illustrations };
