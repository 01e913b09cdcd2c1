// Zapp Zerapp: the 24-space loop with its coloured zones, towers, starts and cities, the
// apprentices, the 13 cans on the plateau (free, held, committed; numbers once revealed), the dice
// and magic number. Shaking a can you hold plays its rattle sample as sound (sound.js), and shows
// it as the shake of a drawn can for players who cannot hear it; your own samples of the round can
// be heard again. Cans are told apart by ear only: nothing on the page counts or describes a sample.

import { explainPieces } from '../explain.js';
import { clear, enumLabel, h, num, s, seatName, seatDot } from '../dom.js';
import { playRattle, setMotion, setMuted, setShaker, setVolume, settings } from '../sound.js';

const COLOURS = {
  ZAPP_ZERAPP_COLOUR_RED: '#d9453b',
  ZAPP_ZERAPP_COLOUR_BLUE: '#3a7bd5',
  ZAPP_ZERAPP_COLOUR_YELLOW: '#e0b020',
  ZAPP_ZERAPP_COLOUR_GREEN: '#3aa655',
};
const LIGHT = {
  ZAPP_ZERAPP_COLOUR_RED: '#f6d0cc',
  ZAPP_ZERAPP_COLOUR_BLUE: '#cfe0f7',
  ZAPP_ZERAPP_COLOUR_YELLOW: '#f7ecc4',
  ZAPP_ZERAPP_COLOUR_GREEN: '#cdebd5',
};

const colourName = (c) => enumLabel(c, 'ZAPP_ZERAPP_COLOUR_');

// The readings Ludus plays where the rule text leaves a choice (docs/rules/zapp_zerapp.md, D25, D26).
export const RULES = [
  'The can phase runs in real time for everyone, bots included, but bots act on a human time scale: after shaking a can a bot listens to the whole one-second sample before its next action, and each of its grabs, shakes, releases and commits comes a reaction time after the phase opened or its previous action (random bots 1.2–2.4 s, greedy 0.9–2.1 s, search 0.6–1.8 s by default; the match options can change these). Moves are taken in turn and are not slowed down, and a table of bots alone plays at full speed.',
  'When a player brings their third apprentice home the game ends at once. The others are ranked by apprentices home, then by how far their remaining apprentices have come along the track; equal on both shares a place (1st, 2nd, 2nd, 4th).',
];

function rulesPanel() {
  return h('details', { class: 'game-rules' }, h('summary', null, 'Rules as played here'), h('ul', { class: 'small' }, RULES.map((r) => h('li', null, r))));
}

function where(location) {
  if (!location) return '?';
  if (location.area === 'ZAPP_ZERAPP_AREA_START') return 'in its start';
  if (location.area === 'ZAPP_ZERAPP_AREA_CITY') return 'home';
  return `on space ${num(location.space)}`;
}

const refLabel = (ref) => `${colourName(ref.colour)} ${num(ref.index)}`;

export function steps(command, { view }) {
  for (const [kind, verb] of [['grab', 'Grab a can'], ['shake', 'Shake a can (listen)'], ['release', 'Put a can back'], ['commit', 'Commit a can']]) {
    if (command[kind]) {
      const p = num(command[kind].position);
      return [{ key: `kind:${kind}`, label: verb }, { key: `pos:${p}`, label: `can at position ${p}` }];
    }
  }
  if (command.move) {
    const move = command.move;
    const index = num(move.apprentice);
    const mine = (view?.apprentices || []).find((a) => num(a.apprentice?.index) === index
      && (view?.seats || []).some((seat) => num(seat.seat) === num(view.viewer) && seat.colour === a.apprentice?.colour));
    const carry = move.carry || [];
    const order = move.setDownOrder || [];
    return [
      { key: 'kind:move', label: `Move ${num(view?.steps)} steps` },
      { key: `app:${index}`, label: `apprentice ${index} (${where(mine?.location)})` },
      { key: `carry:${carry.map(refLabel).join(',')}`, label: carry.length ? `carry ${carry.map(refLabel).join(', ')}` : 'carry nobody' },
      { key: `order:${order.map(refLabel).join(',')}`, label: order.length ? `set down ${order.map(refLabel).join(' then ')}` : 'no set-down order' },
    ];
  }
  return [{ key: JSON.stringify(command), label: JSON.stringify(command) }];
}

const CX = 230;
const CY = 230;
const R = 160;

function angle(space) {
  return ((-90 + space * 15) * Math.PI) / 180;
}

function at(space, radius) {
  return [CX + radius * Math.cos(angle(space)), CY + radius * Math.sin(angle(space))];
}

function drawTrack(view, ctx) {
  const board = ctx.statics;
  const seatsByColour = Object.fromEntries((view.seats || []).map((seat) => [seat.colour, num(seat.seat)]));
  const pending = [];
  const elements = [];
  for (const space of board.spaces || []) {
    const n = num(space.space);
    const [x, y] = at(n, R);
    const colour = space.colour && space.colour !== 'ZAPP_ZERAPP_COLOUR_UNSPECIFIED' ? space.colour : null;
    elements.push(s('circle', { cx: x, cy: y, r: 19, fill: colour ? LIGHT[colour] : '#fff', stroke: colour ? COLOURS[colour] : '#888', 'stroke-width': 2, class: 'space', 'data-space': n }));
    elements.push(s('text', { x, y: y - 9, 'text-anchor': 'middle', 'font-size': 8, fill: '#666' }, n));
    (space.towers || []).forEach((tower, i) => {
      elements.push(s('rect', { x: x - 8 + i * 10, y: y + 10, width: 6, height: 8, fill: COLOURS[tower], class: 'tower' }));
    });
  }
  for (const info of board.colours || []) {
    if (!(info.colour in seatsByColour)) continue;
    const [sx, sy] = at(num(info.startFeeds), R + 48);
    const [cx, cy] = at(num(info.cityEntry) + 0.5, R - 62);
    elements.push(s('rect', { x: sx - 22, y: sy - 14, width: 44, height: 28, rx: 6, fill: LIGHT[info.colour], stroke: COLOURS[info.colour] }));
    elements.push(s('text', { x: sx, y: sy - 16, 'text-anchor': 'middle', 'font-size': 9 }, 'start'));
    elements.push(s('rect', { x: cx - 24, y: cy - 16, width: 48, height: 32, rx: 4, fill: COLOURS[info.colour], opacity: 0.85 }));
    elements.push(s('text', { x: cx, y: cy - 18, 'text-anchor': 'middle', 'font-size': 9 }, `${colourName(info.colour)} city`));
  }
  // Apprentices: stacked on their space by arrival, or in their start / city box.
  const offStart = {};
  const onSpace = {};
  for (const a of view.apprentices || []) {
    const colour = a.apprentice?.colour;
    const info = (board.colours || []).find((c) => c.colour === colour);
    let x;
    let y;
    if (a.location?.area === 'ZAPP_ZERAPP_AREA_TRACK') {
      const n = num(a.location.space);
      const stack = (onSpace[n] = (onSpace[n] || 0) + 1) - 1;
      [x, y] = at(n, R);
      // The first in the middle, the next six around it, touching but never covering each other.
      if (stack > 0) {
        const turn = ((stack - 1) % 6) * (Math.PI / 3);
        const ring = stack <= 6 ? 13 : 26;
        x += ring * Math.cos(turn);
        y += ring * Math.sin(turn);
      }
    } else {
      const inCity = a.location?.area === 'ZAPP_ZERAPP_AREA_CITY';
      const slot = `${colour}:${inCity}`;
      const index = (offStart[slot] = (offStart[slot] || 0) + 1) - 1;
      [x, y] = inCity ? at(num(info?.cityEntry) + 0.5, R - 62) : at(num(info?.startFeeds), R + 48);
      x += index * 13 - 13;
      y += 2;
    }
    const index = num(a.apprentice?.index);
    const own = seatsByColour[colour] === ctx.viewer;
    const target = (ctx.options || []).find((o) => o.key === `app:${index}`) && own;
    // In the move phase, an own apprentice that may not move says why (home already, …).
    const refused = own && !target && (ctx.options || []).some((o) => o.key.startsWith('app:'));
    const el = s('g', {
      class: ['apprentice', target && 'target', refused && 'refused'].filter(Boolean).join(' '),
      'data-colour': colourName(colour),
      'data-index': index,
      'data-where': `Apprentice ${index}`,
      tabindex: refused ? 0 : undefined,
      onclick: target ? () => ctx.pick(`app:${index}`) : refused ? () => tell(el) : undefined,
      onfocus: refused ? () => tell(el) : undefined,
    },
    s('circle', { cx: x, cy: y, r: 6.5, fill: COLOURS[colour], stroke: target ? '#000' : '#fff', 'stroke-width': target ? 2.5 : 1.5 }),
    s('text', { x, y: y + 3, 'text-anchor': 'middle', 'font-size': 8, fill: '#fff' }, index));
    if (refused) pending.push({ el, command: { move: { apprentice: index } } });
    elements.push(el);
  }
  const tell = (el) => ctx.hint(el.dataset.why ? `${el.dataset.where}: ${el.dataset.why}` : '');
  explainPieces(ctx, pending);
  elements.push(s('text', { x: CX, y: CY - 8, 'text-anchor': 'middle', 'font-size': 14, 'font-weight': 'bold' }, `Round ${num(view.round)}`));
  elements.push(s('text', { x: CX, y: CY + 12, 'text-anchor': 'middle', 'font-size': 13, class: 'dice' },
    (view.dice || []).length ? `dice ${(view.dice || []).join(' + ')} = ${num(view.magicNumber)}` : ''));
  elements.push(s('text', { x: CX, y: CY + 30, 'text-anchor': 'middle', 'font-size': 11 }, enumLabel(view.phase, 'ZAPP_ZERAPP_PHASE_')));
  return s('svg', { viewBox: '0 0 460 460', class: 'zapp-track', role: 'img', 'aria-label': 'Zapp Zerapp board' }, elements);
}

// A can clicked does what a can is for, without choosing the kind of move first: a free can is
// grabbed, a can in your hand is shaken (listened to). A can that cannot be taken says why (held
// by someone, already committed, your hands full), in the rules' words, from CheckCommands.
function canAction(ctx, position, mine) {
  const offered = (kind) => (ctx.commands || []).some((steps) => steps[0]?.key === `kind:${kind}` && steps[1]?.key === `pos:${position}`);
  if (mine && offered('shake')) return ['kind:shake', `pos:${position}`];
  if (!mine && offered('grab')) return ['kind:grab', `pos:${position}`];
  return null;
}

function cans(view, ctx) {
  const seatColour = Object.fromEntries((view.seats || []).map((seat) => [num(seat.seat), COLOURS[seat.colour]]));
  const revealed = Object.fromEntries((view.reveals || []).map((r) => [num(r.position), r]));
  const targets = new Set((ctx.options || []).map((o) => o.key));
  const kindChosen = ctx.chosen().some((key) => key.startsWith('kind:'));
  const deciding = (ctx.options || []).length > 0;
  const pending = [];
  const row = h('div', { class: 'cans' }, (view.positions || []).map((p) => {
    const position = num(p.position);
    const reveal = revealed[position];
    const state = enumLabel(p.state, 'ZAPP_ZERAPP_CAN_STATE_');
    const owner = p.seat === undefined ? null : num(p.seat);
    const mine = owner === ctx.viewer;
    const target = targets.has(`pos:${position}`);
    const path = !target && !kindChosen ? canAction(ctx, position, mine) : null;
    const refused = deciding && !target && !path;
    const el = h('button', {
      type: 'button',
      class: ['can', state, (target || path) && 'target', mine && 'mine', refused && 'refused'],
      disabled: !deciding,
      'aria-disabled': refused ? 'true' : undefined,
      style: { borderColor: owner === null ? '#999' : seatColour[owner], background: state === 'committed' ? seatColour[owner] : undefined },
      dataset: { position, state, where: `The can at position ${position}` },
      title: `position ${position}: ${state}${owner === null ? '' : ` by ${seatName(ctx.match, owner)}`}`,
      onclick: target ? () => ctx.pick(`pos:${position}`)
        : path ? () => ctx.pickPath(path)
          : refused ? () => ctx.hint(el.dataset.why ? `${el.dataset.where}: ${el.dataset.why}` : '') : undefined,
    }, h('span', { class: 'pos' }, position), reveal ? h('span', { class: 'number' }, `#${num(reveal.can)}${reveal.qualifies ? ' ✓' : ''}`) : null);
    if (refused) pending.push({ el, command: mine ? { shake: { position } } : { grab: { position } } });
    return el;
  }));
  explainPieces(ctx, pending);
  return row;
}

function samples(view) {
  const own = view.ownSamples || [];
  if (!own.length) return null;
  return h('div', { class: 'samples', id: 'own-samples' }, h('h4', null, 'Hear your cans again (only you hear them)'),
    own.map((sample) => h('button', {
      type: 'button',
      class: 'secondary sample',
      onclick: () => playRattle(sample.sample),
    }, `▶ Can at position ${num(sample.position)}`)));
}

// The sound controls and the can that shakes with each sample: made once, so that a redraw of
// the board neither stops a shake nor takes the slider from under the player's finger.
const shakerEl = h('div', { class: 'shaker', 'aria-hidden': 'true', title: 'Your shake, as motion' },
  s('svg', { viewBox: '0 0 40 56', width: 40, height: 56 },
    s('rect', { x: 6, y: 8, width: 28, height: 44, rx: 5, fill: '#b8c2cc', stroke: '#4a5560', 'stroke-width': 2 }),
    s('rect', { x: 4, y: 4, width: 32, height: 8, rx: 3, fill: '#7d8a96' })));
setShaker(shakerEl);

let soundControls = null;
function controls() {
  if (soundControls) return soundControls;
  const volume = h('input', { type: 'range', id: 'zapp-volume', min: 0, max: 1, step: 0.05, value: settings.volume,
    oninput: () => setVolume(volume.value) });
  const mute = h('input', { type: 'checkbox', id: 'zapp-mute', checked: settings.muted, onchange: () => setMuted(mute.checked) });
  const motion = h('input', { type: 'checkbox', id: 'zapp-motion', checked: settings.motion, onchange: () => setMotion(motion.checked) });
  soundControls = h('div', { class: 'sound-controls' },
    shakerEl,
    h('div', null,
      h('label', { for: 'zapp-volume' }, 'Volume '), volume, ' ',
      h('label', { for: 'zapp-mute' }, mute, ' Mute'), h('br'),
      h('label', { for: 'zapp-motion' }, motion, ' Show each shake as motion (for playing without sound)')));
  return soundControls;
}

// Deadline chips in words: the can phase's key ("round-3-cans") as "Cans close in".
export function deadlineLabel(key) {
  return /cans/.test(key) ? 'Cans close in' : 'Time left:';
}

export function render(el, view, ctx) {
  clear(el, h('div', { class: 'zapp-board' },
    drawTrack(view, ctx),
    h('div', { class: 'zapp-side' },
      h('h4', null, 'The cans'),
      cans(view, ctx),
      ctx.viewer !== null && ctx.viewer !== undefined ? controls() : null,
      samples(view),
      (view.reveals || []).length ? h('p', { class: 'small' }, 'Revealed: ',
        (view.reveals || []).map((r) => `${seatName(ctx.match, r.seat)} #${num(r.can)}${r.qualifies ? ' moves' : ''}`).join(' · ')) : null,
      view.currentMover !== undefined ? h('p', null, `${seatName(ctx.match, view.currentMover)} moves ${num(view.steps)} steps`) : null,
      h('table', { class: 'players' },
        h('tr', null, ['Seat', 'Holds', 'Committed', 'Shakes', 'Home'].map((t) => h('th', null, t))),
        (view.seats || []).map((seat) => h('tr', { class: num(seat.seat) === ctx.viewer ? 'me' : '' },
          h('td', null, seatDot(seat.seat, COLOURS[seat.colour]), seatName(ctx.match, seat.seat), ` (${colourName(seat.colour)})`),
          h('td', null, (seat.held || []).join(', ') || '–'),
          h('td', null, seat.committed ? `position ${num(seat.committedPosition)}` : seat.sittingOut ? 'sits out' : '–'),
          h('td', null, num(seat.shakes)),
          h('td', null, `${num(seat.home)}/3`)))),
      view.winner !== undefined ? h('p', { class: 'winners' }, `${seatName(ctx.match, view.winner)} wins!`) : null,
      rulesPanel())));
}

export function onEvent(event, { viewer, live }) {
  const shaken = event.event?.canShaken;
  if (!live || !shaken || !shaken.sample || viewer === null || num(shaken.seat) !== viewer) return;
  playRattle(shaken.sample);
}

// Pictures for the lobby and the rules page: the apprentices' colours and a can (all cans look
// alike: what is inside is heard, never seen).
function canDrawing() {
  return s('svg', { class: 'figure-can', viewBox: '0 0 40 56', width: 40, height: 56, 'aria-hidden': 'true' },
    s('rect', { x: 6, y: 8, width: 28, height: 44, rx: 5, fill: '#c9c9c9', stroke: '#555', 'stroke-width': 2 }),
    s('ellipse', { cx: 20, cy: 8, rx: 14, ry: 4, fill: '#e3e3e3', stroke: '#555', 'stroke-width': 2 }));
}

function apprentice(hex) {
  return s('svg', { class: 'figure-apprentice', viewBox: '0 0 30 40', width: 30, height: 40, 'aria-hidden': 'true' },
    s('circle', { cx: 15, cy: 10, r: 7, fill: hex, stroke: '#333' }),
    s('path', { d: 'M4 38 Q15 12 26 38 Z', fill: hex, stroke: '#333' }));
}

export function illustrations() {
  const colours = Object.entries(COLOURS);
  return {
    cover: h('div', { class: 'cover zapp-cover' }, colours.map(([, hex]) => apprentice(hex)), canDrawing(), canDrawing()),
    figures: [
      { caption: 'Each player leads three apprentices of one colour along the loop to their home.',
        el: h('div', { class: 'figure-pair' }, colours.map(([name, hex]) => h('span', { class: 'figure-colour' }, apprentice(hex), ` ${colourName(name)}`))) },
      { caption: 'The thirteen cans all look the same: shake one to hear what is inside. The page never shows or counts it.',
        el: h('div', { class: 'figure-pair' }, Array.from({ length: 5 }, () => canDrawing())) },
    ],
  };
}

export default { steps, render, onEvent, deadlineLabel, rules: RULES, illustrations };
