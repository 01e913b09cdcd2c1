// Ark: the ark's two sides of cabins around the ark card, the tilt marker, the display, the
// players (discs, markers left, hand sizes, markers), your own hand and pet (your view only), the
// scoring, and the rules as this match plays them (docs/rules/ark.md: its options and decisions).

import { clear, enumLabel, h, num, s, seatDot, seatName } from '../dom.js';
import { commonest, explainPieces } from '../explain.js';

const CATEGORIES = ['HEAVY', 'SLOW', 'SHY', 'USEFUL', 'PROVISION'];

function catalogue(statics) {
  if (!statics._byId) statics._byId = Object.fromEntries((statics.cards || []).map((c) => [c.id, c]));
  return statics._byId;
}

function cardName(statics, id) {
  return catalogue(statics)[id]?.name || id;
}

// The match's options as the view spells them out (defaults filled in by the server).
function chimpanzeeUpgrades(view) {
  return view?.options?.chimpanzee === 'ARK_CHIMPANZEE_RULE_UPGRADE';
}

// What a player needs to know of the rules as played here: the readings docs/rules/ark.md chose,
// and which one this match's options pick where the two rule texts disagree.
export function rulesText(options) {
  const upgrade = options?.chimpanzee === 'ARK_CHIMPANZEE_RULE_UPGRADE';
  const optionalPets = options?.pets === 'ARK_PET_RULE_OPTIONAL';
  const oneTurn = options?.finalRound === 'ARK_FINAL_ROUND_RULE_ONE_TURN_EACH';
  return [
    upgrade
      ? 'Chimpanzee (option "upgrade", rule text B): put a disc from the supply under one of your plain markers on any scoring card but provision; it now counts 1.5. With none, or an empty supply, nothing happens.'
      : 'Chimpanzee (default, rule text A): place a new marker counting 1.5 on any scoring card but provision, with a disc from the supply under it, just like the brontosaurus\'s heavy marker. Driving the chimpanzee out gives you the same choice.',
    'Every half-marker (brontosaurus, chimpanzee) takes a disc from the supply. Two half-markers of yours on one card become 3 plain markers and their discs return to the supply. With the supply empty, a half-marker cannot be marked and is placed as a plain marker.',
    'Each player has 17 markers. With none left you place no marker: a card you play then scores nothing on its scoring card, and neither does your pet. Turning two half-markers into 3 plain ones needs a marker left; without one they stay (they count the same).',
    optionalPets
      ? 'Pets (option "optional", rule text B): after the 2nd rain card everyone with cards may set one valid pet aside (an animal of weight 0 to 2 without "!"), or none.'
      : 'Pets (default, rule text A): after the 2nd rain card everyone with cards sets exactly one card aside. An invalid pet (a provision, weight 3 or 4, an animal with "!") counts as no pet, and the card is gone.',
    oneTurn
      ? 'Final round (option "one turn each", rule text B): after the 5th rain card each player takes exactly one last turn, from the left of whoever revealed it and ending with them: play one card (not slow, not a provision) for a disc, or pass.'
      : 'Final round (default, rule text A): after the 5th rain card turns go round and round; each turn you play one card (not slow, not a provision) for a disc, or pass for good, until everyone has passed.',
    'Ranking: most points first; equal points are decided by fewer animal cards left in hand (provisions and the pet do not count), for every place; players equal on both share the place.',
  ];
}

// The rules panel is filled only when opened (it names cards, and the closed page shows no card
// it does not have to); it stays open across the re-renders that follow each event.
let rulesOpen = false;

function rulesPanel(view) {
  const items = () => h('ul', { class: 'ark-rules-list small' }, rulesText(view.options).map((line) => h('li', null, line)));
  const panel = h('details', {
    class: 'ark-rules',
    open: rulesOpen,
    ontoggle: () => {
      rulesOpen = panel.open;
      if (panel.open && !panel.querySelector('ul')) panel.append(items());
    },
  }, h('summary', null, 'Rules as played in this match'), rulesOpen ? items() : null);
  return panel;
}

function side(value) {
  return value === 'ARK_SIDE_LEFT' ? 'left' : value === 'ARK_SIDE_RIGHT' ? 'right' : '?';
}

function chimpanzeeLabel(upgrade, view) {
  if (!upgrade || upgrade === 'ARK_CATEGORY_NONE') return chimpanzeeUpgrades(view) ? 'no upgrade' : 'no half-marker';
  const category = enumLabel(upgrade, 'ARK_CATEGORY_');
  return chimpanzeeUpgrades(view) ? `upgrade ${category} marker to 1.5` : `new 1.5 marker on ${category}`;
}

export function steps(command, { statics, view }) {
  if (command.draw) {
    return [
      { key: 'kind:draw', label: 'Draw (display card + deck card)' },
      { key: `display:${command.draw.displayCard}`, label: `take ${cardName(statics, command.draw.displayCard)}` },
    ];
  }
  if (command.playCard) {
    const play = command.playCard;
    const cabins = (play.side === 'ARK_SIDE_LEFT' ? view?.left : view?.right) || [];
    const fresh = num(play.row) > cabins.length;
    return [
      { key: 'kind:play', label: 'Play a card into the ark' },
      { key: `card:${play.card}`, label: cardName(statics, play.card) },
      { key: `cabin:${play.side}:${num(play.row)}`, label: `${side(play.side)} cabin ${num(play.row)}${fresh ? ' (new cabin, 1 disc)' : ''}` },
      { key: `drive:${play.driveOut || ''}`, label: play.driveOut ? `drive out ${cardName(statics, play.driveOut)}` : 'no drive-out' },
      { key: `upgrade:${play.upgrade}`, label: chimpanzeeLabel(play.upgrade, view) },
      { key: `display:${play.displayCard || ''}`, label: play.displayCard ? `take ${cardName(statics, play.displayCard)} from the display` : 'no display card' },
    ];
  }
  if (command.endTurn) return [{ key: 'kind:end', label: 'End my turn' }];
  if (command.choosePet) {
    const card = command.choosePet.card;
    return [{ key: 'kind:pet', label: 'Choose a pet' }, { key: `pet:${card || ''}`, label: card ? cardName(statics, card) : 'no pet' }];
  }
  if (command.pass) return [{ key: 'kind:pass', label: 'Pass for good' }];
  return [{ key: JSON.stringify(command), label: JSON.stringify(command) }];
}

// A card as printed, for a stranger: its climate as a sign and a word, its weight, its diet and
// its scoring card in words, and its ability on the card itself (not only in a tooltip).
const CLIMATES = { hot: ['☀', 'hot'], cold: ['❄', 'cold'], both: ['☀❄', 'hot or cold'] };
const DIETS = { herbivore: 'plant-eater', carnivore: 'meat-eater', omnivore: 'eats anything' };

function cardEl(statics, id, extra = {}) {
  const info = catalogue(statics)[id] || { name: id };
  const climate = enumLabel(info.climate, 'ARK_CLIMATE_');
  const diet = enumLabel(info.diet, 'ARK_DIET_');
  const category = enumLabel(info.category, 'ARK_CATEGORY_');
  const [sign, climateWord] = CLIMATES[climate] || ['', climate];
  return h('div', {
    class: ['ark-card', `climate-${climate}`, info.special && 'special', extra.class],
    title: [info.name, climateWord, `weight ${num(info.weight)}`, DIETS[diet], category && category !== 'none' && `scores on ${category}`, info.ability].filter(Boolean).join(' · '),
    dataset: { card: id },
    onclick: extra.onclick,
  },
  h('span', { class: 'name' }, info.name, info.special ? ' !' : ''),
  h('span', { class: 'attrs' },
    h('span', { class: 'climate', 'aria-hidden': 'true' }, sign), ` ${climateWord} · weight ${num(info.weight)}`,
    DIETS[diet] ? ` · ${DIETS[diet]}` : ''),
  category && category !== 'none' ? h('span', { class: `category category-${category}` }, category) : null,
  info.ability ? h('span', { class: 'ability' }, info.ability) : null);
}

function optionFor(ctx, key) {
  return (ctx.options || []).find((o) => o.key === key);
}

function tiltGauge(tilt) {
  const x = (t) => 20 + (t + 2) * 40;
  return s('svg', { viewBox: '0 0 200 44', class: 'tilt', role: 'img', 'aria-label': `tilt ${tilt}` },
    s('line', { x1: 20, y1: 20, x2: 180, y2: 20, stroke: '#555', 'stroke-width': 2 }),
    [-2, -1, 0, 1, 2].map((t) => [
      s('line', { x1: x(t), y1: 14, x2: x(t), y2: 26, stroke: '#555' }),
      s('text', { x: x(t), y: 40, 'text-anchor': 'middle', 'font-size': 10 }, t > 0 ? `+${t}` : t),
    ]),
    s('polygon', { points: `${x(tilt) - 7},6 ${x(tilt) + 7},6 ${x(tilt)},18`, fill: '#c0392b', class: 'tilt-marker', 'data-tilt': tilt }));
}

// While the player chooses a cabin for the card they picked, the cabins the card cannot go into
// say why (on hover, focus or tap), in the rules' words; asked of the server once per version.
function cabinCommand(card, sideKey, row) {
  return { playCard: { card, side: sideKey, row } };
}

function refusedCabin(ctx, el, card, sideKey, row, pending) {
  el.classList.add('refused');
  Object.assign(el, { tabIndex: 0 });
  el.setAttribute('role', 'button');
  el.setAttribute('aria-disabled', 'true');
  const tell = () => ctx.hint(el.dataset.why ? `${el.dataset.where}: ${el.dataset.why}` : '');
  el.addEventListener('click', tell);
  el.addEventListener('focus', tell);
  pending.push({ el, command: cabinCommand(card, sideKey, row) });
  return el;
}

function sideColumn(ctx, view, sideName, cabins, choosing, onlyCabin, pending) {
  const key = sideName === 'left' ? 'ARK_SIDE_LEFT' : 'ARK_SIDE_RIGHT';
  const rows = cabins.map((cabin) => {
    const row = num(cabin.row);
    const targets = (ctx.options || []).filter((o) => o.key === `cabin:${key}:${row}`);
    const taken = onlyCabin === `cabin:${key}:${row}`;
    const el = h('div', {
      class: ['cabin', targets.length && 'target', taken && 'chosen'],
      dataset: { side: sideName, row, where: `${sideName} cabin ${row}` },
      onclick: targets.length ? () => ctx.pick(targets[0].key) : undefined,
    },
    h('span', { class: 'cabin-row' }, `${sideName} ${row}`),
    (cabin.cards || []).map((id) => cardEl(ctx.statics, id)));
    return choosing && !targets.length && !taken ? refusedCabin(ctx, el, choosing, key, row, pending) : el;
  });
  const freshKey = `cabin:${key}:${cabins.length + 1}`;
  const fresh = optionFor(ctx, freshKey);
  if (fresh) {
    rows.push(h('div', { class: 'cabin new target', onclick: () => ctx.pick(fresh.key) }, `+ new ${sideName} cabin`));
  } else if (onlyCabin === freshKey) {
    rows.push(h('div', { class: 'cabin new chosen', dataset: { where: `new ${sideName} cabin` } }, `+ new ${sideName} cabin`));
  } else if (choosing) {
    const where = `new ${sideName} cabin`;
    rows.push(refusedCabin(ctx, h('div', { class: 'cabin new', dataset: { where } }, `+ ${where}`),
      choosing, key, cabins.length + 1, pending));
  }
  return h('div', { class: ['ark-side', sideName] }, h('h4', null, `${sideName} side`), rows);
}

function markers(player) {
  const byCat = Object.fromEntries((player.markers || []).map((m) => [m.category, m]));
  return CATEGORIES.map((c) => {
    const m = byCat[`ARK_CATEGORY_${c}`];
    const text = m ? `${num(m.plain)}${num(m.half) ? `+${num(m.half)}½` : ''}` : '–';
    return h('td', null, text);
  });
}

export function render(el, view, ctx) {
  const statics = ctx.statics;
  const viewer = view.viewer === undefined ? null : num(view.viewer);
  const me = viewer === null ? null : (view.players || []).find((p) => num(p.seat) === viewer);
  const displayTargets = (id) => optionFor(ctx, `display:${id}`);
  const handTarget = (id) => optionFor(ctx, `card:${id}`) || optionFor(ctx, `pet:${id}`);
  // The card being placed, while the player chooses its cabin — or once its only cabin was taken
  // for them (the picker skips a single choice): the other cabins still say why not.
  const onlyCabin = (ctx.autoChosen?.() || []).find((k) => k.startsWith('cabin:')) || '';
  const choosing = (ctx.options || []).some((o) => o.key.startsWith('cabin:')) || onlyCabin
    ? (ctx.chosen().find((k) => k.startsWith('card:')) || '').slice('card:'.length) : '';
  const pending = [];
  // A hand card clicked before "play a card" was chosen: play it, if some cabin takes it;
  // otherwise say why not (the reason most cabins give).
  const playable = (id) => (ctx.commands || []).some((steps) => steps[0]?.key === 'kind:play' && steps[1]?.key === `card:${id}`);
  const choosingKind = Boolean(optionFor(ctx, 'kind:play') || optionFor(ctx, 'kind:draw'));
  const handClick = (id) => {
    const target = handTarget(id);
    if (target) return () => ctx.pick(target.key);
    if (!choosingKind) return undefined;
    if (playable(id)) return () => ctx.pickPath(['kind:play', `card:${id}`]);
    return () => {
      const rows = Math.max((view.left || []).length, (view.right || []).length) + 1;
      const commands = [];
      for (const sideKey of ['ARK_SIDE_LEFT', 'ARK_SIDE_RIGHT']) {
        for (let row = 1; row <= rows; row += 1) commands.push(cabinCommand(id, sideKey, row));
      }
      ctx.why(commands).then((sentences) => {
        const reason = commonest(sentences);
        ctx.hint(`${cardName(statics, id)} cannot be played now${reason ? `: ${reason}` : '.'}`);
      });
    };
  };
  clear(el, h('div', { class: 'ark-board' },
    h('div', { class: 'ark-top' },
      h('span', null, `Phase: ${enumLabel(view.phase, 'ARK_PHASE_')}`),
      h('span', { class: 'rain' }, `Rain ${num(view.rainRevealed)}/5`),
      h('span', null, `Deck ${num(view.deckSize)}`),
      h('span', null, `Disc supply ${num(view.supply)}`),
      view.currentSeat !== undefined ? h('span', null, `Turn: ${seatName(ctx.match, view.currentSeat)}`) : null),
    h('div', { class: 'ark-hull' },
      sideColumn(ctx, view, 'left', view.left || [], choosing, onlyCabin, pending),
      h('div', { class: 'ark-centre' }, h('div', { class: 'ark-card-centre' }, 'ARK'), tiltGauge(num(view.tilt)), h('div', { class: 'small' }, `tilt ${num(view.tilt)}`)),
      sideColumn(ctx, view, 'right', view.right || [], choosing, onlyCabin, pending)),
    h('div', { class: 'ark-display' }, h('h4', null, 'Display'),
      (view.display || []).map((id) => {
        const target = displayTargets(id);
        return cardEl(statics, id, { class: target && 'target', onclick: target ? () => ctx.pick(target.key) : undefined });
      }),
      (view.drivenOut || []).length ? h('div', { class: 'small muted' }, `Driven out: ${(view.drivenOut || []).map((id) => cardName(statics, id)).join(', ')}`) : null),
    h('table', { class: 'players' },
      h('tr', null, h('th', null, 'Seat'), h('th', null, 'Discs'), h('th', null, 'Markers left'), h('th', null, 'Hand'), CATEGORIES.map((c) => h('th', null, c.toLowerCase())), h('th', null, 'Pet'), h('th', null, 'Passed')),
      (view.players || []).map((p) => h('tr', { class: num(p.seat) === viewer ? 'me' : '' },
        h('td', null, seatDot(p.seat), seatName(ctx.match, p.seat)),
        h('td', null, num(p.discs)),
        h('td', null, num(p.markersLeft)),
        h('td', null, num(p.handSize)),
        markers(p),
        h('td', null, p.pet ? cardName(statics, p.pet) : p.petSetAside ? 'set aside' : '–'),
        h('td', null, p.passed ? 'yes' : p.finalTurnTaken ? 'last turn taken' : '')))),
    me ? h('div', { class: 'ark-hand', id: 'own-hand' }, h('h4', null, 'Your hand (only you see it)'),
      (me.hand || []).length ? (me.hand || []).map((id) => {
        const click = handClick(id);
        const offered = handTarget(id) || (choosingKind && playable(id));
        return cardEl(statics, id, { class: [offered && 'target', click && !offered && 'refused', choosing === id && 'chosen'], onclick: click });
      }) : h('span', { class: 'muted' }, 'empty'),
      me.pet ? h('div', { class: 'small' }, `Your pet: ${cardName(statics, me.pet)}`) : null) : null,
    view.scoring && (view.scoring.totals || []).length ? h('div', { class: 'ark-scoring' }, h('h4', null, 'Scoring'),
      h('table', null,
        h('tr', null, ['Seat', 'Cards', 'Discs', 'Total', 'Animals in hand'].map((t) => h('th', null, t))),
        (view.scoring.totals || []).map((t) => h('tr', null,
          h('td', null, seatName(ctx.match, t.seat)), h('td', null, num(t.cardPoints)), h('td', null, num(t.discPoints)),
          h('td', null, num(t.total)), h('td', null, num(t.animalsInHand)))))) : null,
    rulesPanel(view)));
  explainPieces(ctx, pending);
}

// Pictures for the lobby and the rules page, drawn as the table draws cards: one animal of each
// scoring category, with its climate, weight, diet and ability on its face.
export function illustrations(statics) {
  const cards = Object.entries(catalogue(statics));
  const byCategory = new Map();
  for (const [id, info] of cards) {
    const category = enumLabel(info.category, 'ARK_CATEGORY_') || 'none';
    if (!byCategory.has(category)) byCategory.set(category, id);
  }
  const special = cards.find(([, info]) => info.special)?.[0];
  const shown = [...new Set([...byCategory.values(), special].filter(Boolean))];
  return {
    cover: h('div', { class: 'cover ark-cover' }, shown.slice(0, 2).map((id) => cardEl(statics, id))),
    figures: [
      { caption: 'Animal cards: ☀ hot or ❄ cold climate (or both), weight, diet, and the scoring card the animal counts for; a special animal (!) has its ability written on it.',
        el: h('div', { class: 'cards figure-cards' }, shown.map((id) => cardEl(statics, id))) },
    ],
  };
}

export default { steps, render, illustrations };
