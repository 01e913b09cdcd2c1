// Ark's events in words. Cards are named as printed; a card hidden from the reader (another seat's
// draw or pet) is "a card".
import { num } from '../dom.js';
import { cap, list, people, plural, signed, word } from './common.js';

function cardName(ctx, id) {
  if (!id) return 'a card';
  const statics = ctx.statics || {};
  if (!statics._byId) statics._byId = Object.fromEntries((statics.cards || []).map((c) => [c.id, c]));
  const name = statics._byId[id]?.name;
  if (id === 'rain') return 'a rain card';
  return name ? `the ${name}` : 'a card';
}

const category = (value) => `${word(value, 'ARK_CATEGORY_') || 'a'} scoring card`;
const side = (value) => word(value, 'ARK_SIDE_') || 'left';
const tilt = (value) => (num(value) === 0 ? 'the ark is level' : `the ark tilts to ${signed(value)}`);

const DISC_REASONS = {
  ARK_DISC_REASON_FOX: ' (the fox)',
  ARK_DISC_REASON_NEW_CABIN: ' for opening a new cabin',
  ARK_DISC_REASON_FINAL_PLAY: ' for a final-round play',
};

export const sentences = {
  setup: (b, ctx) => {
    const { who, mine } = people(ctx);
    const own = (b.hands || []).find((hand) => mine(hand.seat) && (hand.cards || []).length);
    return `The ark is ready: four starting animals aboard, ${plural(b.deckSize, 'card')} in the deck; ${who(b.startSeat)} will begin.`
      + (own ? ` Your starting hand: ${list(own.cards.map((id) => cardName(ctx, id).replace(/^the /, '')))}.` : '');
  },
  turnStarted: (b, ctx) => `${cap(people(ctx).whose(b.seat))} turn${b.phase === 'ARK_PHASE_FINAL' ? ' (final round)' : ''}.`,
  cardTaken: (b, ctx) => `${cap(people(ctx).who(b.seat))} took ${cardName(ctx, b.card)} from the display${b.reason === 'ARK_TAKE_REASON_NEW_CABIN' ? ' as the reward for a new cabin' : ''}.`,
  cardDrawn: (b, ctx) => `${cap(people(ctx).who(b.seat))} drew ${cardName(ctx, b.card)} from the deck.`,
  rainRevealed: (b) => `Rain card ${num(b.ordinal)} of 5 came up${num(b.ordinal) === 2 ? ': the pet phase follows this turn' : num(b.ordinal) === 5 ? ': the final round begins' : ''}.`,
  displayRefilled: (b, ctx) => `${cap(cardName(ctx, b.card))} was laid into the display.`,
  cardPlayed: (b, ctx) => `${cap(people(ctx).who(b.seat))} played ${cardName(ctx, b.card)} into ${side(b.side)} cabin ${num(b.row)}`
    + `${b.newCabin ? ' (a new cabin)' : ''}${b.drivenOut ? `, driving out ${cardName(ctx, b.drivenOut)}` : ''}; ${tilt(b.tilt)}.`,
  markerPlaced: (b, ctx) => `${cap(people(ctx).who(b.seat))} put ${b.half ? 'a half-marker' : 'a marker'} on the ${category(b.category)}.`,
  markerUpgraded: (b, ctx) => `${cap(people(ctx).who(b.seat))} turned a marker on the ${category(b.category)} into a half-marker.`,
  halfMarkersMerged: (b, ctx) => `${cap(people(ctx).whose(b.seat))} two half-markers on the ${category(b.category)} became three markers.`,
  discsMoved: (b, ctx) => {
    const { who } = people(ctx);
    const from = b.fromSeat === undefined ? 'the supply' : who(b.fromSeat);
    const to = b.toSeat === undefined ? 'the supply' : who(b.toSeat);
    return `${cap(from)} gave ${plural(b.count, 'disc')} to ${to}${DISC_REASONS[b.reason] || ''}.`;
  },
  petPhaseStarted: (b, ctx) => {
    const { who } = people(ctx);
    const choosing = (b.choosing || []).map(who);
    return `The pet phase began: ${choosing.length ? `${list(choosing)} now choose a pet` : 'nobody has a card to choose'}.`;
  },
  petChosen: (b, ctx) => {
    const name = cap(people(ctx).who(b.seat));
    if (!b.setAside) return `${name} kept no pet.`;
    return `${name} set ${b.card ? cardName(ctx, b.card) : 'a card'} aside as a pet.`;
  },
  finalRoundStarted: (b, ctx) => `The final round began; ${people(ctx).who(b.firstSeat)} plays first.`,
  passed: (b, ctx) => `${cap(people(ctx).who(b.seat))} passed${b.forced ? ' (nothing could be played)' : ''}.`,
  gameScored: (b, ctx) => {
    const { who } = people(ctx);
    const scoring = b.scoring || {};
    const totals = (scoring.totals || []).map((t) => `${who(t.seat)} ${plural(t.total, 'point')}`);
    const winners = (scoring.winners || []).map(who);
    return `The ark was scored${winners.length ? `: ${list(winners)} won` : ''}${totals.length ? ` (${list(totals)})` : ''}.`;
  },
};
