// The single-page app's router: #/ (lobby), #/play/<match>?seat=&token=, #/watch/<match>,
// #/replay/<match>, #/join/<match>/<seat>, #/rules/<game>.

import { clear, h } from './dom.js';
import { showJoin, showLobby } from './lobby.js';
import { showMatch } from './match.js';
import { showReplay } from './replay.js';
import { showRules } from './rulespage.js';
import { refusal } from './refusals.js';

const main = document.getElementById('main');

// Each route draws into a page of its own, shown at once in place of the previous one: a slow
// page still loading (the lobby) goes on drawing into its own, detached page and never replaces
// the one the player went on to.
async function route() {
  const page = h('div', { class: 'page' }, h('p', { class: 'muted' }, 'Loading…'));
  main.replaceChildren(page);
  const hash = location.hash.replace(/^#/, '') || '/';
  const [path, query = ''] = hash.split('?');
  const params = new URLSearchParams(query);
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  try {
    if (parts[0] === 'play' && parts[1]) {
      await showMatch(page, { matchId: parts[1], token: params.get('token') || '', seat: params.get('seat') });
    } else if (parts[0] === 'watch' && parts[1]) {
      await showMatch(page, { matchId: parts[1] });
    } else if (parts[0] === 'replay' && parts[1]) {
      await showReplay(page, parts[1]);
    } else if (parts[0] === 'rules' && parts[1]) {
      await showRules(page, parts[1]);
    } else if (parts[0] === 'join' && parts[1]) {
      await showJoin(page, parts[1], parts[2]);
    } else {
      await showLobby(page);
    }
  } catch (error) {
    console.warn(error);
    clear(page, h('div', { class: 'error', id: 'page-error' }, refusal(error)),
      h('p', null, h('a', { href: '#/' }, 'Back to the lobby')));
  }
}

window.addEventListener('hashchange', route);
route();
