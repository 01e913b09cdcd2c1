// Helpers for the log in words: players named as the reader knows them ("you" for the viewer's
// own seat), lists, plurals and enum values as words. Sentences are written in the past tense so
// that "you" and "Anna" take the same verb.

import { enumLabel, num, seatName } from '../dom.js';

export const cap = (text) => (text ? text[0].toUpperCase() + text.slice(1) : text);

export function plural(count, one, many = `${one}s`) {
  return `${num(count)} ${num(count) === 1 ? one : many}`;
}

// "Anna", "Anna and Ben", "Anna, Ben and Carl".
export function list(items) {
  const words = items.filter((x) => x !== undefined && x !== null && x !== '');
  if (words.length <= 1) return words[0] || '';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

// Enum value as lower-case words without its prefix: ARK_SIDE_LEFT -> "left".
export const word = (value, prefix) => enumLabel(value || '', prefix);

// The words that name seats for one reader: `who(seat)` is "you" for the viewer, `whose(seat)`
// "your"; otherwise the seat's name.
export function people(ctx) {
  const viewer = ctx.viewer === null || ctx.viewer === undefined ? null : num(ctx.viewer);
  const mine = (seat) => viewer !== null && seat !== undefined && seat !== null && num(seat) === viewer;
  return {
    who: (seat) => (mine(seat) ? 'you' : seatName(ctx.match, seat)),
    whose: (seat) => (mine(seat) ? 'your' : `${seatName(ctx.match, seat)}’s`),
    mine,
  };
}

export const signed = (n) => (num(n) > 0 ? `+${num(n)}` : num(n) < 0 ? `−${Math.abs(num(n))}` : '0');
