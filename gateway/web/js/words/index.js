// The log in words: one sentence per event, naming players as the reader knows them ("you" for
// the viewer's own seat) and phrasing what the reader may not see ("Ben drew a card"). Each game
// has a table of sentences by event kind (the member of its event oneof); a game without one is
// told generically. tests/web/test_log_words.py checks that every event kind of every registered
// game has its sentence.

import { num } from '../dom.js';
import { cap, people } from './common.js';
import { platform } from './platform.js';
import { sentences as ark } from './ark.js';
import { sentences as arkadia } from './arkadia.js';
import { sentences as primordialSoup } from './primordial_soup.js';
import { sentences as zappZerapp } from './zapp_zerapp.js';

export const GAMES = { ark, arkadia, primordial_soup: primordialSoup, zapp_zerapp: zappZerapp };
export const PLATFORM = platform;

// {type, kind, body}: a platform event is its message type; a game event is the member set.
export function kindOf(event) {
  const payload = event?.event || {};
  const type = String(payload['@type'] || '').split('.').pop();
  const body = { ...payload };
  delete body['@type'];
  if (type in platform) return { type, kind: type, body };
  const keys = Object.keys(body);
  if (keys.length === 1 && body[keys[0]] && typeof body[keys[0]] === 'object' && !Array.isArray(body[keys[0]])) {
    return { type, kind: keys[0], body: body[keys[0]] };
  }
  return { type, kind: type, body };
}

// Words for a kind nobody wrote a sentence for (a new game): "camelCase" as "camel case".
const spoken = (kind) => kind.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();

export function hasSentence(game, kind) {
  return kind in platform || Boolean(GAMES[game] && kind in GAMES[game]);
}

// ctx: {game, match, viewer (a seat or null), statics (the game's static data), view}.
export function sentence(event, ctx) {
  const { kind, body } = kindOf(event);
  const table = kind in platform ? platform : GAMES[ctx.game] || {};
  const write = table[kind];
  if (write) return write(body, ctx);
  const hasSeat = event?.seat !== undefined && event?.seat !== null;
  return `${hasSeat ? `${cap(people(ctx).who(num(event.seat)))}: ` : ''}${cap(spoken(kind))}.`;
}

