// Primordial Soup: the 19 soup spaces (with the island where cells are missing), the food cubes
// of every colour, the amoebas with their damage points, the environment card, the score track,
// each player's BP, genes and mutation points, and the gene pool. Nothing is hidden in this game.

import { explainPieces } from '../explain.js';
import { clear, enumLabel, h, num, s, seatName, titleCase, seatDot } from '../dom.js';

const HEX = { red: '#d9453b', yellow: '#e0b020', green: '#3aa655', blue: '#3a7bd5', black: '#333', white: '#ddd' };
const CELL = 92;

export function palette(statics) {
  return (statics.colours || []).map((c) => HEX[c] || '#888');
}

const colourHex = (statics, seat) => palette(statics)[num(seat)] || '#888';
const colourName = (statics, seat) => (statics.colours || [])[num(seat)] || `colour ${num(seat)}`;
const direction = (value) => enumLabel(value, 'PRIMORDIAL_SOUP_DIRECTION_');

function geneName(statics, id) {
  return (statics.genes || []).find((g) => g.id === id)?.name || id;
}

function cubesLabel(statics, cubes) {
  const parts = (cubes?.counts || []).map((n, seat) => (num(n) ? `${num(n)} ${colourName(statics, seat)}` : null)).filter(Boolean);
  return parts.length ? parts.join(', ') : 'no cubes';
}

const KIND_LABELS = {
  chooseStartSpace: 'Choose your start on the score track',
  placeStartAmoeba: 'Place a starting amoeba',
  drift: 'Drift with the current',
  activeMove: 'Move actively (1 BP)',
  stay: 'Stay',
  pickDie: 'Pick a die',
  chooseDirection: 'Choose a direction or stay',
  carryCubes: 'Carry cubes (Tentacle)',
  follow: 'Follow (Holding)',
  secondMove: 'Second move (Speed)',
  endMovement: 'End the movement',
  feed: 'Feed',
  attack: 'Attack',
  starve: 'Starve (take a damage point)',
  escape: 'Escape',
  defend: 'Defend',
  accept: 'Accept the attack',
  refight: 'Fight again (Persistence)',
  declineRefight: 'Do not fight again',
  retryAttack: 'Attack again (Persistence)',
  declineRetry: 'Do not attack again',
  giveUpGene: 'Give up a gene',
  payDefect: 'Pay the defect in BP',
  buyGene: 'Buy a gene',
  buyAdvancedGene: 'Buy an advanced gene',
  endPurchases: 'End purchases',
  placeAmoeba: 'Place a new amoeba (division)',
  endDivision: 'End division',
  aggression: 'Attack (aggression)',
  passAggression: 'No aggression',
};

function fieldStep(statics, field, value) {
  const key = `${field}:${JSON.stringify(value)}`;
  if (field === 'direction') return { key, label: direction(value) && !/none$/i.test(value) ? `towards ${direction(value)}` : 'as the die shows' };
  if (field === 'cubes') return { key, label: cubesLabel(statics, value) };
  if (field === 'host') return { key, label: value && num(value.number) ? `hosted by ${colourName(statics, value.seat)} ${num(value.number)}` : 'no host', amoeba: value };
  if (field === 'target') return { key, label: `target ${colourName(statics, value?.seat)} ${num(value?.number)}`, amoeba: value };
  if (field === 'space') return { key, label: `on space ${num(value)}`, space: num(value) };
  if (field === 'number') return { key, label: `amoeba ${num(value)}` };
  if (field === 'attacker') return { key, label: `with amoeba ${num(value)}` };
  if (field === 'numbers') return { key, label: (value || []).length ? `amoebas ${(value || []).join(', ')} follow` : 'nobody follows' };
  if (field === 'gene') return { key, label: geneName(statics, value) };
  if (field === 'giveUp') return { key, label: `giving back ${geneName(statics, value)}` };
  if (field === 'die') return { key, label: `die ${num(value)}` };
  if (field === 'position') return { key, label: `track position ${num(value)}` };
  return { key, label: `${field}: ${JSON.stringify(value)}` };
}

// The command the choices made so far spell (keys are `kind:<kind>` then `<field>:<JSON value>`),
// with `extra` fields: a candidate to ask the server about (CheckCommands).
function candidate(chosen, extra) {
  const kind = (chosen.find((key) => key.startsWith('kind:')) || '').slice('kind:'.length);
  if (!kind) return null;
  const payload = {};
  for (const key of chosen) {
    const split = key.indexOf(':');
    const field = key.slice(0, split);
    if (field === 'kind') continue;
    if (key === 'direction:stay') payload.stay = true;
    else payload[field] = JSON.parse(key.slice(split + 1));
  }
  return { [kind]: { ...payload, ...extra } };
}

function refusable(ctx, el, pending, command) {
  el.classList.add('refused');
  el.setAttribute('tabindex', '0');
  const tell = () => ctx.hint(el.dataset.why ? `${el.dataset.where}: ${el.dataset.why}` : '');
  el.addEventListener('click', tell);
  el.addEventListener('focus', tell);
  pending.push({ el, command });
  return el;
}

const ORDER = ['number', 'attacker', 'gene', 'giveUp', 'die', 'direction', 'space', 'target', 'cubes', 'host', 'numbers', 'position'];

export function steps(command, { statics }) {
  const body = { ...command };
  delete body['@type'];
  const [kind] = Object.keys(body);
  const payload = body[kind] || {};
  // `stay` (a 6, or Movement II: stay instead of stepping) is offered as one more answer to
  // "which direction?", so it takes the direction's place in the steps.
  const named = Object.keys(payload).filter((f) => f !== 'stay');
  if (payload.stay && !named.includes('direction')) named.push('direction');
  const fields = named.sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
  const step = (f) => (f === 'direction' && payload.stay ? { key: 'direction:stay', label: 'stay where it is' } : fieldStep(statics, f, payload[f]));
  return [{ key: `kind:${kind}`, label: KIND_LABELS[kind] || titleCase(kind) }, ...fields.map(step)];
}

// The readings Ludus plays where the rule text leaves a choice (docs/rules/primordial_soup.md).
export const RULES = [
  'Moving actively costs 1 BP and rolls a die: 1 west, 2 north, 3 east, 4 south, 5 stay; on a 6 you choose north, east, south or west, or to stay where you are (D18).',
  'The 6 rule applies to every die roll of a move: a picked Movement I die, a Speed second move and an Escape (an Escape that stays fails). Drifting rolls no die: the amoeba follows the current.',
  'Movement II lets you choose as on a 6, for 1 BP: a direction, or staying. Holding lets an amoeba stay instead of drifting, for free.',
  'Result: the player whose score marker is furthest along wins; the others rank by their markers. Markers never share a space, so there are no ties (D17).',
];

function rulesPanel() {
  return h('details', { class: 'game-rules' }, h('summary', null, 'Rules as played here'), h('ul', { class: 'small' }, RULES.map((r) => h('li', null, r))));
}

function soup(view, ctx) {
  const statics = ctx.statics;
  const spaces = statics.spaces || [];
  const cubes = Object.fromEntries((view.spaces || []).map((sp) => [num(sp.id), sp.cubes?.counts || []]));
  const amoebas = {};
  for (const a of view.amoebas || []) (amoebas[num(a.space)] ||= []).push(a);
  const options = ctx.options || [];
  const choosingSpace = options.some((o) => o.space !== undefined);
  const pending = [];
  const parts = [];
  for (let r = 0; r < 5; r += 1) {
    for (let c = 0; c < 5; c += 1) {
      if (!spaces.some((sp) => num(sp.row) === r && num(sp.column) === c)) {
        parts.push(s('rect', { x: c * CELL + 4, y: r * CELL + 4, width: CELL - 8, height: CELL - 8, rx: 18, fill: '#c9b27c', class: 'island' }));
      }
    }
  }
  for (const sp of spaces) {
    const id = num(sp.id);
    const x = num(sp.column) * CELL;
    const y = num(sp.row) * CELL;
    const target = options.find((o) => o.space === id);
    const spaceEl = s('g', { class: ['space', target && 'target'].filter(Boolean).join(' '), 'data-space': id, 'data-where': `Space ${id}`, onclick: target ? () => ctx.pick(target.key) : undefined },
      s('rect', { x: x + 2, y: y + 2, width: CELL - 4, height: CELL - 4, rx: 6, fill: '#d6eef2', stroke: target ? '#e6a700' : '#7fb3bd', 'stroke-width': target ? 3 : 1 }),
      s('text', { x: x + 6, y: y + 13, 'font-size': 10, fill: '#467' }, id));
    // While a space is being chosen, the others say why not (taken, not next to the amoeba, …).
    const command = choosingSpace && !target ? candidate(ctx.chosen(), { space: id }) : null;
    parts.push(command ? refusable(ctx, spaceEl, pending, command) : spaceEl);
    (cubes[id] || []).forEach((count, seat) => {
      if (!num(count)) return;
      const cx = x + 8 + seat * 20;
      parts.push(s('rect', { x: cx, y: y + CELL - 22, width: 12, height: 12, fill: colourHex(statics, seat), stroke: '#333', class: 'cube' }));
      parts.push(s('text', { x: cx + 6, y: y + CELL - 25, 'text-anchor': 'middle', 'font-size': 9 }, num(count)));
    });
    (amoebas[id] || []).forEach((a, i) => {
      const ax = x + 22 + (i % 3) * 24;
      const ay = y + 32 + Math.floor(i / 3) * 22;
      const ref = a.amoeba || {};
      const option = options.find((o) => o.amoeba && num(o.amoeba.seat) === num(ref.seat) && num(o.amoeba.number) === num(ref.number));
      const acting = view.acting && num(view.acting.number) && num(view.acting.seat) === num(ref.seat) && num(view.acting.number) === num(ref.number);
      parts.push(s('g', { class: ['amoeba', option && 'target'].filter(Boolean).join(' '), 'data-seat': num(ref.seat), 'data-number': num(ref.number), onclick: option ? () => ctx.pick(option.key) : undefined },
        s('ellipse', { cx: ax, cy: ay, rx: 11, ry: 9, fill: colourHex(statics, ref.seat), stroke: acting || option ? '#000' : '#fff', 'stroke-width': acting || option ? 2.5 : 1 }),
        s('text', { x: ax, y: ay + 4, 'text-anchor': 'middle', 'font-size': 10, fill: '#fff' }, num(ref.number)),
        Array.from({ length: num(a.dp) }, (_, k) => s('circle', { cx: ax - 8 + k * 5, cy: ay + 13, r: 2, fill: '#b00', class: 'dp' }))));
    });
  }
  explainPieces(ctx, pending);
  return s('svg', { viewBox: `0 0 ${5 * CELL} ${5 * CELL}`, class: 'soup', role: 'img', 'aria-label': 'the primordial soup' }, parts);
}

function scoreTrack(view, statics) {
  // Full width, one space per point up to the goal: markers never share a space, so each is a
  // disc in its player's colour with its colour's initial (told apart without colour vision too).
  const end = num(statics.endThreshold) || 42;
  const width = 22;
  const parts = [];
  for (let i = 0; i <= end; i += 1) {
    parts.push(s('rect', { x: i * width, y: 0, width, height: 26, fill: i === end ? '#ffe9a8' : i % 10 === 0 ? '#e4e4e4' : '#f7f7f7', stroke: '#aaa' }));
    if (i % 5 === 0 || i === end) parts.push(s('text', { x: i * width + width / 2, y: 40, 'font-size': 11, 'text-anchor': 'middle', fill: '#333' }, i));
  }
  (view.players || []).forEach((p) => {
    const at = Math.min(num(p.marker), end);
    const letter = String(p.colour || '?')[0].toUpperCase();
    parts.push(s('g', { class: 'score-marker', 'data-seat': num(p.seat), 'data-marker': num(p.marker) },
      s('title', null, `${p.colour}: ${num(p.marker)}`),
      s('circle', { cx: at * width + width / 2, cy: 13, r: 10, fill: colourHex(statics, p.seat), stroke: '#000' }),
      s('text', { x: at * width + width / 2, y: 17, 'font-size': 11, 'text-anchor': 'middle', fill: p.colour === 'yellow' ? '#000' : '#fff', 'font-weight': 'bold' }, letter)));
  });
  return s('svg', { viewBox: `-2 -2 ${(end + 1) * width + 4} 46`, class: 'score-track', role: 'img', 'aria-label': `score track to ${end}: ${(view.players || []).map((p) => `${p.colour} ${num(p.marker)}`).join(', ')}` }, parts);
}

// A gene as a card: its name, price, mutation value and effect, and how many are left.
function geneCard(statics, id, available) {
  const gene = (statics.genes || []).find((g) => g.id === id) || { name: id };
  return h('li', { class: ['gene-card', gene.advanced && 'advanced'], dataset: { gene: id } },
    h('span', { class: 'gene-name' }, gene.name, gene.advanced ? ' (advanced)' : ''),
    h('span', { class: 'gene-numbers' }, `${num(gene.price)} BP · mutation ${Number(gene.mutationPoints || 0)}`, available !== undefined ? ` · ${num(available)} left` : ''),
    gene.effect ? h('span', { class: 'gene-effect' }, gene.effect) : null);
}

// The genes to buy. In the purchase phase a gene is bought with a click (the kind of move taken
// with it); one that cannot be bought says why (not enough BP, its basic gene missing, …).
function genePool(view, ctx) {
  const statics = ctx.statics;
  const steps = ctx.commands || [];
  const buying = steps.some((st) => ['kind:buyGene', 'kind:buyAdvancedGene'].includes(st[0]?.key));
  const pending = [];
  const list = h('ul', { class: 'pool genes' }, (view.pool || []).filter((g) => num(g.available)).map((g) => {
    const card = geneCard(statics, g.gene, g.available);
    if (!buying) return card;
    const key = `gene:${JSON.stringify(g.gene)}`;
    const path = steps.find((st) => st[0]?.key.startsWith('kind:buy') && st[1]?.key === key);
    card.dataset.where = geneName(statics, g.gene);
    if (path) {
      card.classList.add('target');
      const buy = () => ctx.pickPath([path[0].key, key]);
      card.addEventListener('click', buy);
      card.append(h('button', { type: 'button', class: 'gene-buy', onclick: (event) => { event.stopPropagation(); buy(); } }, `Buy ${geneName(statics, g.gene)}`));
      return card;
    }
    const advanced = (statics.genes || []).find((x) => x.id === g.gene)?.advanced;
    const command = advanced ? { buyAdvancedGene: { gene: g.gene } } : { buyGene: { gene: g.gene } };
    card.classList.add('refused');
    const tell = () => ctx.hint(card.dataset.why ? `${card.dataset.where}: ${card.dataset.why}` : '');
    card.addEventListener('click', tell);
    card.append(h('button', { type: 'button', class: 'gene-why secondary', onclick: (event) => { event.stopPropagation(); tell(); } }, 'Why not?'));
    pending.push({ el: card, command });
    return card;
  }));
  explainPieces(ctx, pending);
  return list;
}

export function render(el, view, ctx) {
  const statics = ctx.statics;
  const decision = view.decision || {};
  clear(el, h('div', { class: 'soup-board' },
    h('div', { class: 'ark-top' },
      h('span', null, `Round ${num(view.round)}`),
      h('span', null, `Phase: ${enumLabel(view.phase, 'PRIMORDIAL_SOUP_PHASE_')}`),
      h('span', null, `Environment ${view.environmentCard || '–'} (ozone ${num(view.ozone)}, drift ${direction(view.drift) || 'none'})`),
      h('span', null, `${num(view.cardsLeft)} cards left`)),
    decision.prompt ? h('p', { class: 'prompt' }, `${seatName(ctx.match, decision.seat)}: ${decision.prompt}`) : null,
    h('div', { class: 'soup-main' },
      soup(view, ctx),
      h('div', { class: 'soup-side' },
        h('h4', null, 'Genes to buy'),
        genePool(view, ctx))),
    h('h4', null, 'Score track'), scoreTrack(view, statics),
    h('table', { class: 'players' },
      h('tr', null, ['Player', 'BP', 'Score', 'Amoebas', 'MP', 'Genes', 'Projected', 'Defect'].map((t) => h('th', null, t))),
      (view.players || []).map((p) => h('tr', { class: num(p.seat) === ctx.viewer ? 'me' : '' },
        h('td', null, seatDot(p.seat, colourHex(statics, p.seat)), seatName(ctx.match, p.seat), ` (${p.colour})`),
        h('td', null, num(p.bp)),
        h('td', null, num(p.marker)),
        h('td', null, num(p.amoebasOnBoard)),
        h('td', null, num(p.mutationPoints)),
        h('td', null, (p.genes || []).length
          ? (p.genes || []).map((g) => h('span', { class: 'gene-chip', title: (statics.genes || []).find((x) => x.id === g.gene)?.effect || '' }, geneName(statics, g.gene)))
          : '–'),
        h('td', null, num(p.projectedPoints)),
        h('td', null, num(p.defect) || '')))),
    view.winner !== undefined ? h('p', { class: 'winners' }, `${seatName(ctx.match, view.winner)} wins (${enumLabel(view.endReason, 'PRIMORDIAL_SOUP_END_REASON_')})`) : null,
    rulesPanel()));
}

// Pictures for the lobby and the rules page: the genes as the table shows them to buy, with their
// price, mutation value and effect.
export function illustrations(statics) {
  const genes = statics.genes || [];
  return {
    cover: h('ul', { class: 'cover gene-cards' }, genes.slice(0, 2).map((g) => geneCard(statics, g.id))),
    figures: [
      { caption: 'Every gene: its price in biopoints (BP), its mutation value, and what it lets your amoebas do.',
        el: h('ul', { class: 'gene-cards figure-genes' }, genes.map((g) => geneCard(statics, g.id))) },
    ],
  };
}

export default { steps, render, palette, rules: RULES, illustrations };
