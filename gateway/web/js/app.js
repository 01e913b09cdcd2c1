// The single-page app's router. Each route names the module that draws it, loaded when first
// visited (a page's module failing to load breaks that page only):
//   #/                          the lobby (lobby.js)
//   #/play/<match>?seat=&token= a seat's table (a seat token, or the signed-in player's seat)
//   #/watch/<match>             a spectator's table
//   #/replay/<match>            a replay (replay.js)
//   #/join/<match>/<seat>       claim an open seat (lobby.js)
//   #/rules/<game>              the rules for players (rulespage.js)

import { clear, h } from './dom.js';
import { refusal } from './refusals.js';
import { onChange, restore } from './session.js';

const main = document.getElementById('main');

// path's first part -> (page, parts, params) => Promise
const ROUTES = {
  '': (page) => import('./lobby.js').then((m) => m.showLobby(page)),
  play: (page, [matchId], params) => import('./match.js').then((m) =>
    m.showMatch(page, { matchId, token: params.get('token') || '', seat: params.get('seat') })),
  watch: (page, [matchId]) => import('./match.js').then((m) => m.showMatch(page, { matchId })),
  replay: (page, [matchId]) => import('./replay.js').then((m) => m.showReplay(page, matchId)),
  join: (page, [matchId, seat]) => import('./lobby.js').then((m) => m.showJoin(page, matchId, seat)),
  rules: (page, [game]) => import('./rulespage.js').then((m) => m.showRules(page, game)),
};

// A page that needs its part (a match id, a name) and got none is the lobby's.
const NEEDS_PART = new Set(['play', 'watch', 'replay', 'join', 'rules']);

// The sign-in the cookie holds, resumed before the first page is drawn (so "my" pages know who).
const ready = restore();

// Each route draws into a page of its own, shown at once in place of the previous one: a slow
// page still loading (the lobby) goes on drawing into its own, detached page and never replaces
// the one the player went on to.
async function route() {
  const page = h('div', { class: 'page' }, h('p', { class: 'muted' }, 'Loading…'));
  main.replaceChildren(page);
  const hash = location.hash.replace(/^#/, '') || '/';
  const [path, query = ''] = hash.split('?');
  const params = new URLSearchParams(query);
  const [first = '', ...parts] = path.split('/').filter(Boolean).map(decodeURIComponent);
  const known = Object.hasOwn(ROUTES, first) && !(NEEDS_PART.has(first) && !parts[0]);
  try {
    await ready;
    await ROUTES[known ? first : ''](page, parts, params);
  } catch (error) {
    console.warn(error);
    clear(page, h('div', { class: 'error', id: 'page-error' }, refusal(error)),
      h('p', null, h('a', { href: '#/' }, 'Back to the lobby')));
  }
}

// A sign-in that ends by itself (signed out in another tab, revoked, the account deleted) is said
// at once, in place of whatever the page was: nothing it shows can be trusted to still work.
onChange(({ ended }) => {
  if (!ended) return;
  const page = h('div', { class: 'page', id: 'session-ended' },
    h('h1', null, 'Signed out'),
    h('p', { role: 'alert' }, ended),
    h('p', null, h('a', { href: '#/' }, 'Back to the lobby')));
  main.replaceChildren(page);
});


window.addEventListener('hashchange', route);
route();
