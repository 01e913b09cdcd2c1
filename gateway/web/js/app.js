// The single-page app's router. Each route names the module that draws it, loaded when first
// visited (a page's module failing to load breaks that page only):
//   #/                          the lobby (lobby.js)
//   #/play/<match>?seat=&token= a seat's table (a seat token, or the signed-in player's seat)
//   #/watch/<match>?code=       a spectator's table (code: an invite-only table's spectator code)
//   #/replay/<match>            a replay (replay.js)
//   #/join/<match>/<seat>       claim an open seat (lobby.js)
//   #/rules/<game>              the rules for players (rulespage.js)
//   #/signin, #/signup          sign in / sign up (?next=<hash> to return to) (account.js)
//   #/account                   the signed-in player's account: password, sign out, delete (account.js)
//   #/home                      the signed-in player's home: my matches, invitations, feed (home.js)
//   #/profile/<name>            a player's profile: avatar, ratings, history, recent matches (profile.js)
//   #/leaderboard[/<game>]      a game's leaderboard (leaderboard.js)
//   #/create                    create a table (create.js)
//   #/invite/<match>/<code>     an invitation link: see the table, take the seat (invitation.js)
//   #/quick                     quick match (quick.js)
//   #/finished                  search finished matches (finished.js)
//   #/verify/<match>            a finished match's audit verdict, seed check, rating changes (finished.js)

import { clear, h } from './dom.js';
import { refusal } from './refusals.js';
import { onChange, restore } from './session.js';

const main = document.getElementById('main');

// path's first part -> (page, parts, params) => Promise
const ROUTES = {
  '': (page) => import('./lobby.js').then((m) => m.showLobby(page)),
  play: (page, [matchId], params) => import('./match.js').then((m) =>
    m.showMatch(page, { matchId, token: params.get('token') || '', seat: params.get('seat') })),
  watch: (page, [matchId], params) => import('./match.js').then((m) =>
    m.showMatch(page, { matchId, spectatorCode: params.get('code') || '' })),
  replay: (page, [matchId]) => import('./replay.js').then((m) => m.showReplay(page, matchId)),
  join: (page, [matchId, seat]) => import('./lobby.js').then((m) => m.showJoin(page, matchId, seat)),
  rules: (page, [game]) => import('./rulespage.js').then((m) => m.showRules(page, game)),
  signin: (page, _, params) => import('./account.js').then((m) => m.showSignIn(page, params)),
  signup: (page, _, params) => import('./account.js').then((m) => m.showSignUp(page, params)),
  account: (page) => import('./account.js').then((m) => m.showAccount(page)),
  home: (page) => import('./home.js').then((m) => m.showHome(page)),
  profile: (page, [name]) => import('./profile.js').then((m) => m.showProfile(page, name)),
  leaderboard: (page, [game]) => import('./leaderboard.js').then((m) => m.showLeaderboard(page, game || '')),
  create: (page, _, params) => import('./create.js').then((m) => m.showCreate(page, params)),
  invite: (page, [matchId, code]) => import('./invitation.js').then((m) => m.showInvitation(page, matchId, code || '')),
  quick: (page) => import('./quick.js').then((m) => m.showQuickMatch(page)),
  finished: (page, _, params) => import('./finished.js').then((m) => m.showFinished(page, params)),
  verify: (page, [matchId]) => import('./finished.js').then((m) => m.showVerify(page, matchId)),
};

// A page that needs its part (a match id, a name) and got none is the lobby's.
const NEEDS_PART = new Set(['play', 'watch', 'replay', 'join', 'rules', 'profile', 'invite', 'verify']);

// The sign-in the cookie holds, resumed before the first page is drawn (so "my" pages know who).
const ready = restore();

// The header's sign-in menu (account.js): "Sign in" or the player's name, kept up to date.
ready.then(() => import('./account.js'))
  .then((m) => m.mountSessionNav(document.getElementById('session-nav')))
  .catch((error) => console.warn('the sign-in menu could not be drawn:', error));

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
