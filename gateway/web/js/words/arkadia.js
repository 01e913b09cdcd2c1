// Arkadia's events in words. Squares are named by the board's coordinates (columns A…, rows
// 1…, as drawn on the board); a card hidden from the reader (another seat's pile draw) is "a card".
import { num } from '../dom.js';
import { cap, list, people, plural, word } from './common.js';

export const coordinate = (square) => `${String.fromCharCode(65 + num(square?.col))}${num(square?.row) + 1}`;

function formName(ctx, id) {
  return (ctx.statics?.forms || []).find((f) => f.id === id)?.name || 'building';
}

function card(ctx, value) {
  if (!value || !value.form) return 'a card';
  const colour = word(value.colour, 'ARKADIA_COLOUR_');
  return `a ${colour && colour !== 'none' ? `${colour} ` : ''}${formName(ctx, value.form)}`;
}

const SEALS = ['red', 'olive', 'silver', 'black'];
function seals(value) {
  const parts = SEALS.filter((c) => num(value?.[c])).map((c) => `${num(value[c])} ${c}`);
  const total = SEALS.reduce((sum, c) => sum + num(value?.[c]), 0);
  return parts.length ? `${list(parts)} ${total === 1 ? 'seal' : 'seals'}` : 'no seals';
}

export const sentences = {
  setup: (b, ctx) => `The city is laid out; ${people(ctx).who(b.firstSeat)} will begin.`,
  turnStarted: (b, ctx) => `${cap(people(ctx).whose(b.seat))} ${b.finalTurn ? 'final turn' : 'turn'}.`,
  buildingPlaced: (b, ctx) => {
    const extras = [];
    if ((b.tentsCovered || []).length) extras.push(`covering ${plural(b.tentsCovered.length, 'tent')}`);
    if (num(b.neutralWorkersTaken)) extras.push(`taking ${plural(b.neutralWorkersTaken, 'neutral worker')}`);
    return `${cap(people(ctx).who(b.seat))} built ${card(ctx, b.card)} at ${coordinate(b.anchor)}${extras.length ? `, ${list(extras)}` : ''}.`;
  },
  cardDrawn: (b, ctx) => {
    const who = cap(people(ctx).who(b.seat));
    if (b.source === 'ARKADIA_DRAW_SOURCE_DISPLAY') return `${who} took ${card(ctx, b.card)} from the display.`;
    if (b.source === 'ARKADIA_DRAW_SOURCE_PILE') return `${who} drew ${card(ctx, b.card)} from the pile.`;
    return `${who} drew no card.`;
  },
  displayRefilled: (b, ctx) => `${cap(card(ctx, b.card))} was laid into the display.`,
  workersPlaced: (b, ctx) => `${cap(people(ctx).who(b.seat))} placed ${plural((b.workers || []).length, 'worker')} around a building.`,
  passed: (b, ctx) => `${cap(people(ctx).who(b.seat))} passed.`,
  buildingCompleted: (b, ctx) => {
    const { who } = people(ctx);
    const awards = (b.awards || []).filter((a) => num(a.seals)).map((a) => `${who(a.seat)} ${plural(a.seals, 'seal')}`);
    const colour = word(b.colour, 'ARKADIA_COLOUR_');
    return `A ${colour && colour !== 'none' ? `${colour} ` : ''}building was completed${awards.length ? `: ${list(awards)}` : ''}.`;
  },
  castlePiecePlaced: (b, ctx) => `${cap(people(ctx).who(b.seat))} set a ${word(b.colour, 'ARKADIA_COLOUR_')} piece on floor ${num(b.floor)} of the castle.`,
  castlePlacementSkipped: (b) => `No castle piece could be placed on floor ${num(b.floor)}.`,
  floorCompleted: (b) => `Floor ${num(b.floor)} of the castle was completed${SEALS.some((c) => num(b.leftovers?.[c])) ? `; ${seals(b.leftovers)} left over` : ''}.`,
  endTriggered: (b, ctx) => `${cap(people(ctx).who(b.seat))} brought the game to its last round.`,
  bannerUsed: (b, ctx) => `${cap(people(ctx).who(b.seat))} raised a banner, cashing in ${seals(b.cashedIn)} for ${num(b.gold)} gold.`,
  gameEnded: (b, ctx) => {
    const { who } = people(ctx);
    const scores = (b.scores || []).map((s) => `${who(s.seat)} ${num(s.gold)} gold`);
    const winners = (b.winners || []).map(who);
    const why = b.reason === 'ARKADIA_END_REASON_STALEMATE' ? 'nobody could build any more' : 'the castle is complete';
    return `The game ended because ${why}${winners.length ? `: ${list(winners)} won` : ''}${scores.length ? ` (${list(scores)})` : ''}.`;
  },
};
