// One line per event for the event log: a sentence in words (words/index.js), with the acting
// seat's colour dot; the version and the event's kind stay in data attributes for tools and tests.
import { h, num, seatDot } from './dom.js';
import { kindOf, sentence } from './words/index.js';

export function eventLine(event, ctx) {
  const { kind, body } = kindOf(event);
  let text;
  try {
    text = sentence(event, ctx);
  } catch (error) {
    // A malformed event must not take the page down; say so in words and keep the details for developers.
    console.warn('cannot tell event', event, error);
    text = 'Something happened at the table.';
  }
  // The dot is the colour of the sentence's subject (the event's own seat field), else of the
  // seat whose command caused it.
  const subject = body?.seat ?? event.seat;
  const hasSeat = subject !== undefined && subject !== null;
  return h('li', { value: num(event.version), dataset: { version: num(event.version), kind } },
    hasSeat ? seatDot(subject) : null,
    h('span', { class: 'sentence' }, text));
}
