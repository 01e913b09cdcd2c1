// Arkadia's buildings placed by direct manipulation. Once a card is chosen, its shape follows the
// pointer (or the keyboard cursor) over the grid, turned and mirrored with the buttons or R and F;
// the squares where the shape may be placed are marked; a legal spot takes one click (or Enter),
// and an illegal one says why in the words of the rules — the same three checks the server makes
// (services/games/arkadia/checks.py, placement_problem), so the page never guesses differently.
//
// The legal spots come from the legal commands the picker holds (ctx.commands): a build command's
// steps are kind, card, orientation, anchor square, draw (see steps() in arkadia.js), and placing
// chooses those steps in the picker, so a click and the picker's buttons are the same move.

import { h, num, s } from '../dom.js';

const ROTATE = ([r, c]) => [c, -r];
const MIRROR = ([r, c]) => [r, -c];

// Kept across redraws (every event redraws the board): how the player has turned the shape of
// which card, and where the keyboard cursor is.
const turning = { card: null, orient: null, cursor: null, hover: null, focus: null };

function normalised(cells) {
  const top = Math.min(...cells.map(([r]) => r));
  const left = Math.min(...cells.map(([, c]) => c));
  return cells.map(([r, c]) => [r - top, c - left]).sort((a, b) => a[0] - b[0] || a[1] - b[1]).map(([r, c]) => `${r},${c}`).join(' ');
}

// The form's listed orientations (each distinct shape once), as the picker's steps name them.
export function orientationsOf(statics, form) {
  const listed = (statics.forms || []).find((f) => f.id === form)?.orientations || [];
  return listed.map((o) => ({
    key: `orient:${num(o.rotation)}:${Boolean(o.reflected)}`,
    rotation: num(o.rotation),
    reflected: Boolean(o.reflected),
    cells: (o.cells || []).map((c) => [num(c.row), num(c.col)]),
  }));
}

// The listed orientation showing the shape `current` turned by `transform` (a symmetric form
// lists fewer orientations: turning may give the same one back).
function turned(orientations, current, transform) {
  const wanted = normalised(current.cells.map(transform));
  return orientations.find((o) => normalised(o.cells) === wanted) || current;
}

export function describeOrientation(o) {
  if (!o) return '';
  const turn = o.rotation ? `turned ${o.rotation * 90}°` : 'upright';
  return o.reflected ? `${turn}, mirrored` : turn;
}

// A small drawing of a building's shape, for cards in hands and on the display.
export function shapeIcon(statics, form, fill) {
  const [first] = orientationsOf(statics, form);
  if (!first) return null;
  const size = 7;
  const rows = Math.max(...first.cells.map(([r]) => r)) + 1;
  const cols = Math.max(...first.cells.map(([, c]) => c)) + 1;
  return s('svg', { class: 'form-shape', width: cols * size + 2, height: rows * size + 2, viewBox: `-1 -1 ${cols * size + 2} ${rows * size + 2}`, 'aria-hidden': 'true' },
    first.cells.map(([r, c]) => s('rect', { x: c * size, y: r * size, width: size, height: size, fill, stroke: '#222', 'stroke-width': 0.8 })));
}

function occupiedSquares(view) {
  const taken = new Set();
  for (const building of view.buildings || []) for (const q of building.squares || []) taken.add(`${num(q.row)},${num(q.col)}`);
  for (const lot of view.castle || []) if (lot.square) taken.add(`${num(lot.square.row)},${num(lot.square.col)}`);
  for (const worker of view.workers || []) if (worker.square) taken.add(`${num(worker.square.row)},${num(worker.square.col)}`);
  return taken;
}

// Why a building cannot stand on these squares, in the rules' words (rules reference 4.1 A).
export function whyNot(view, statics, footprint) {
  const rows = num(statics.rows) || 12;
  const cols = num(statics.cols) || 16;
  if (footprint.some(([r, c]) => r < 0 || c < 0 || r >= rows || c >= cols)) return 'That would leave the board.';
  const taken = occupiedSquares(view);
  const inside = new Set(footprint.map(([r, c]) => `${r},${c}`));
  if (footprint.some(([r, c]) => taken.has(`${r},${c}`))) return 'A building cannot cover another building, the castle lot or a worker.';
  const touches = footprint.some(([r, c]) => [[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]]
    .some(([y, x]) => !inside.has(`${y},${x}`) && taken.has(`${y},${x}`)));
  if (!touches) return 'A building must touch a building, the castle lot or a worker.';
  return 'This building cannot be placed here.';
}

// Placement is on while a build's card is chosen and its square is not yet: null otherwise.
export function placement(view, ctx) {
  const chosen = typeof ctx.chosen === 'function' ? ctx.chosen() : ctx.chosen || [];
  if (chosen[0] !== 'kind:build' || chosen.length < 2 || chosen.length > 3) return null;
  const card = chosen[1];
  const [, form, colour] = card.split(':');
  const orientations = orientationsOf(ctx.statics, form);
  if (!orientations.length) return null;
  // orientation key -> "row,col" of the anchor -> the anchor step's key
  const spots = new Map();
  for (const steps of ctx.commands || []) {
    if (steps[0]?.key !== 'kind:build' || steps[1]?.key !== card) continue;
    const orient = steps[2]?.key;
    const square = steps[3]?.key;
    if (!orient || !square?.startsWith('square:')) continue;
    if (!spots.has(orient)) spots.set(orient, new Map());
    spots.get(orient).set(square.slice('square:'.length), square);
  }
  if (turning.card !== card) Object.assign(turning, { card, orient: null, cursor: null, hover: null });
  let current = orientations.find((o) => o.key === turning.orient);
  if (chosen.length === 3 && !current) current = orientations.find((o) => o.key === chosen[2]);
  if (!current) current = orientations.find((o) => spots.has(o.key)) || orientations[0];
  turning.orient = current.key;
  return { card, form, colour, orientations, current, spots, chosen };
}

// The anchor square for the pointer over `cell`: the pointer holds the shape by its first square.
const anchorUnder = (orientation, [r, c]) => [r - orientation.cells[0][0], c - orientation.cells[0][1]];
const footprintAt = (orientation, [r, c]) => orientation.cells.map(([dr, dc]) => [r + dr, c + dc]);

// Choose the build's steps in the picker up to its anchor square, stepping back first if the
// player had chosen another orientation with the buttons.
function place(ctx, path) {
  let now = ctx.chosen();
  while (now.length && !now.every((key, i) => key === path[i])) {
    ctx.back();
    now = ctx.chosen();
  }
  for (let i = 0; i < path.length; i += 1) {
    now = ctx.chosen();
    if (now.length > i) continue;
    ctx.pick(path[i]);
  }
}

// The layers and controls placement adds to the grid: marked spots, the preview, the status
// line, and the handlers (pointer, click, keyboard) wired on the grid's svg.
export function placementLayer(view, ctx, placing, cellSize, fill) {
  const { current, spots, orientations } = placing;
  const here = spots.get(current.key) || new Map();
  const preview = s('g', { class: 'placement-preview', 'pointer-events': 'none' });
  const status = h('p', { class: 'placement-status', role: 'status', 'aria-live': 'polite' },
    here.size ? `Point at the board to place the building; ${here.size} ${here.size === 1 ? 'spot fits' : 'spots fit'} this way.` : 'No spot fits this way: turn or mirror the building.');
  const markers = [...here.keys()].map((anchor) => {
    const [r, c] = anchor.split(',').map(Number);
    const [hr, hc] = [r + current.cells[0][0], c + current.cells[0][1]];
    return s('circle', { class: 'spot', cx: hc * cellSize + cellSize / 2, cy: hr * cellSize + cellSize / 2, r: 5, fill: '#ffc800', stroke: '#7a5b00', 'stroke-width': 1.5, 'pointer-events': 'none', 'data-anchor': anchor });
  });

  const show = (cell) => {
    turning.hover = cell;
    if (!cell) {
      preview.replaceChildren();
      return;
    }
    const anchor = anchorUnder(current, cell);
    const footprint = footprintAt(current, anchor);
    const legal = here.has(anchor.join(','));
    preview.replaceChildren(...footprint.map(([r, c]) => s('rect', {
      class: legal ? 'preview legal' : 'preview illegal',
      x: c * cellSize + 2, y: r * cellSize + 2, width: cellSize - 4, height: cellSize - 4,
      fill: legal ? fill : 'rgba(200,0,0,0.25)', 'fill-opacity': legal ? 0.7 : 1,
      stroke: legal ? '#1b5e20' : '#b00020', 'stroke-width': 2, 'stroke-dasharray': legal ? '' : '4 2',
    })));
    preview.dataset.legal = String(legal);
    status.textContent = legal
      ? `Place it here (${describeOrientation(current)}): click or press Enter.`
      : whyNot(view, ctx.statics, footprint);
  };

  // A redraw replaces the grid and the buttons: `focus` says which to focus again, so that a
  // keyboard player keeps turning (R R R) and a button keeps the focus it had.
  const turnBy = (transform, focus) => {
    turning.orient = turned(orientations, current, transform).key;
    turning.focus = focus;
    ctx.redraw();
  };
  const tryPlace = (cell) => {
    const anchor = anchorUnder(current, cell).join(',');
    const square = here.get(anchor);
    if (!square) {
      show(cell);
      return;
    }
    place(ctx, ['kind:build', placing.card, current.key, square]);
  };

  const wire = (svg) => {
    const cellAt = (event) => {
      const matrix = svg.getScreenCTM();
      if (!matrix) return null;
      const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
      return [Math.floor(point.y / cellSize), Math.floor(point.x / cellSize)];
    };
    svg.setAttribute('tabindex', '0');
    svg.setAttribute('aria-describedby', 'placement-status');
    svg.addEventListener('pointermove', (event) => show(cellAt(event)));
    svg.addEventListener('pointerleave', () => show(turning.cursor));
    svg.addEventListener('click', (event) => {
      const cell = cellAt(event);
      if (cell) tryPlace(cell);
    });
    svg.addEventListener('keydown', (event) => {
      const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      if (moves[key]) {
        const [r, c] = turning.cursor || turning.hover || [0, 0];
        turning.cursor = [r + moves[key][0], c + moves[key][1]];
        show(turning.cursor);
      } else if (key === 'r') turnBy(ROTATE, 'grid');
      else if (key === 'f') turnBy(MIRROR, 'grid');
      else if ((key === 'Enter' || key === ' ') && (turning.cursor || turning.hover)) tryPlace(turning.cursor || turning.hover);
      else return;
      event.preventDefault();
    });
    // A redraw (after turning) keeps the shape where the pointer or cursor was, and the focus.
    if (turning.cursor || turning.hover) show(turning.cursor || turning.hover);
    const focus = turning.focus;
    turning.focus = null;
    if (focus) queueMicrotask(() => (focus === 'grid' ? svg : controls.querySelector(`button.${focus}`))?.focus());
  };

  status.id = 'placement-status';
  const controls = h('div', { class: 'placement-controls' },
    h('span', { class: 'placement-orientation' }, `Building: ${describeOrientation(current)}`),
    h('button', { type: 'button', class: 'turn', 'aria-keyshortcuts': 'R', onclick: () => turnBy(ROTATE, 'turn') }, 'Turn ⟳ (R)'),
    h('button', { type: 'button', class: 'mirror', 'aria-keyshortcuts': 'F', onclick: () => turnBy(MIRROR, 'mirror') }, 'Mirror ⇋ (F)'),
    status);
  return { layers: [s('g', { class: 'spots' }, markers), preview], controls, wire };
}
