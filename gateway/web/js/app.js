// The single-page app's router: #/ (lobby), #/play/<match>?seat=&token=, #/watch/<match>,
// #/replay/<match>, #/join/<match>/<seat>, #/rules/<game>.

import { clear, h } from './dom.js';
import { showJoin, showLobby } from './lobby.js';
import { showMatch } from './match.js';
import { showReplay } from './replay.js';
import { showRules } from './rulespage.js';

const main = document.getElementById('main');

async function route() {
  const hash = location.hash.replace(/^#/, '') || '/';
  const [path, query = ''] = hash.split('?');
  const params = new URLSearchParams(query);
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  try {
    if (parts[0] === 'play' && parts[1]) {
      await showMatch(main, { matchId: parts[1], token: params.get('token') || '', seat: params.get('seat') });
    } else if (parts[0] === 'watch' && parts[1]) {
      await showMatch(main, { matchId: parts[1] });
    } else if (parts[0] === 'replay' && parts[1]) {
      await showReplay(main, parts[1]);
    } else if (parts[0] === 'rules' && parts[1]) {
      await showRules(main, parts[1]);
    } else if (parts[0] === 'join' && parts[1]) {
      await showJoin(main, parts[1], parts[2]);
    } else {
      await showLobby(main);
    }
  } catch (error) {
    console.error(error);
    clear(main, h('div', { class: 'error', id: 'page-error' }, error.describe ? error.describe() : String(error)),
      h('p', null, h('a', { href: '#/' }, 'Back to the lobby')));
  }
}

window.addEventListener('hashchange', route);
route();
