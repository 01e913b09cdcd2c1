// Zapp Zerapp's events in words. A shake is told as "shook the can at position 4" and nothing
// more: what the can sounded like is for the shaker's ears only (the sound, or its shake animation),
// never words or numbers.
import { num } from '../dom.js';
import { cap, list, people, plural, word } from './common.js';

const colour = (value) => word(value, 'ZAPP_ZERAPP_COLOUR_') || 'grey';

// "Anna’s red apprentice 2": the owner from the view's seats (their colours), when known; "their
// red apprentice 2" when the sentence's subject (`subject`) owns it.
function apprentice(ctx, ref, subject) {
  const owner = (ctx.view?.seats || []).find((s) => s.colour === ref?.colour);
  let whose = '';
  if (owner && subject !== undefined && num(owner.seat) === num(subject)) whose = people(ctx).mine(subject) ? 'your ' : 'their ';
  else if (owner) whose = `${people(ctx).whose(owner.seat)} `;
  return `${whose}${colour(ref?.colour)} apprentice ${num(ref?.index)}`;
}

function place(location) {
  if (!location || location.area === 'ZAPP_ZERAPP_AREA_START') return 'the start';
  if (location.area === 'ZAPP_ZERAPP_AREA_CITY') return 'the city';
  return `space ${num(location.space)}`;
}

const RETURNS = {
  ZAPP_ZERAPP_RETURN_REASON_COMMITTED_OTHER: ' back to choose another',
  ZAPP_ZERAPP_RETURN_REASON_PHASE_CLOSED: ' back: time ran out',
};

export const sentences = {
  gameStarted: (b, ctx) => {
    const { who } = people(ctx);
    const seats = (b.seats || []).map((s) => `${who(s.seat)} ${people(ctx).mine(s.seat) ? 'play' : 'plays'} ${colour(s.colour)}`);
    return `The game began: ${list(seats)}${b.carryVariant ? '; apprentices may carry each other' : ''}.`;
  },
  diceRolled: (b) => `Round ${num(b.round)}: the dice show ${(b.dice || []).map(String).join(' + ') || 'nothing'}, so the magic number is ${num(b.magicNumber)}.`,
  cansShuffled: (b) => `The cans were shuffled for round ${num(b.round)}.`,
  canGrabbed: (b, ctx) => `${cap(people(ctx).who(b.seat))} picked up the can at position ${num(b.position)}.`,
  canShaken: (b, ctx) => `${cap(people(ctx).who(b.seat))} shook the can at position ${num(b.position)}.`,
  canReturned: (b, ctx) => `${cap(people(ctx).who(b.seat))} put the can at position ${num(b.position)}${RETURNS[b.reason] || ' back'}.`,
  canCommitted: (b, ctx) => `${cap(people(ctx).who(b.seat))} chose the can at position ${num(b.position)}.`,
  canPhaseClosed: (b, ctx) => {
    const { who } = people(ctx);
    const out = (b.sittingOut || []).map(who);
    const why = b.reason === 'ZAPP_ZERAPP_CLOSE_REASON_DEADLINE' ? 'time ran out' : 'everyone has chosen';
    return `The cans are closed for round ${num(b.round)}: ${why}${out.length ? `; ${list(out)} ${out.length === 1 && out[0] !== 'you' ? 'sits' : 'sit'} out` : ''}.`;
  },
  cansRevealed: (b, ctx) => {
    const { whose } = people(ctx);
    const reveals = (b.reveals || []).map((r) => `${whose(r.seat)} can is number ${num(r.can)}${r.qualifies ? ' (moves)' : ''}`);
    return `The cans were opened${reveals.length ? `: ${list(reveals)}` : ''}.`;
  },
  moveTurnStarted: (b, ctx) => `${cap(people(ctx).who(b.seat))} may move ${plural(b.steps, 'step')}.`,
  apprenticeMoved: (b, ctx) => `${cap(people(ctx).who(b.seat))} moved ${apprentice(ctx, b.apprentice, b.seat)} from ${place(b.origin)} to ${place(b.destination)}`
    + `${num(b.forfeited) ? `, giving up ${plural(b.forfeited, 'step')}` : ''}${b.reachesCity ? ', reaching the city' : ''}.`,
  apprenticeBanished: (b, ctx) => `${cap(apprentice(ctx, b.apprentice))} was sent back to the start from space ${num(b.space)} by ${people(ctx).who(b.bySeat)}.`,
  apprenticeCarried: (b, ctx) => `${cap(apprentice(ctx, b.apprentice))} rode with ${apprentice(ctx, b.carrier)} from space ${num(b.pickedUpAt)} to space ${num(b.setDownAt)}.`,
  apprenticeArrived: (b, ctx) => `${cap(apprentice(ctx, b.apprentice))} arrived in the city${b.carried ? ', carried' : ''}; ${plural(b.home, 'apprentice')} of that colour home.`,
  moveSkipped: (b, ctx) => `${cap(people(ctx).who(b.seat))} could not move and passed.`,
  gameWon: (b, ctx) => `${cap(people(ctx).who(b.seat))} (${colour(b.colour)}) won in round ${num(b.round)}.`,
};
