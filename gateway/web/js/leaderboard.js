// A game's leaderboard (#/leaderboard[/<game>]): a chooser of the games, the ranking
// (Players.GetLeaderboard) a page at a time, the signed-in player's own row highlighted, and their
// rank with their neighbours (GetLeaderboard `around`) when they are not on the page shown.

import { games, players } from './api.js';
import { clear, h, num } from './dom.js';
import { avatar, playerLink, profileOf } from './people.js';
import { refusal } from './refusals.js';
import { player } from './session.js';
import { gameTitle } from './home.js';
import { ratingWords } from './profile.js';

const PAGE_SIZE = 20;

export async function showLeaderboard(page, game) {
  const catalogue = await games();
  const names = Object.keys(catalogue).sort();
  const chosen = game && catalogue[game] ? game : names[0];
  const boardEl = h('div', { id: 'leaderboard-board', 'aria-live': 'polite' }, h('p', { class: 'muted' }, 'Loading the leaderboard…'));
  const mineEl = h('div', { id: 'leaderboard-mine' });

  clear(page, h('div', { class: 'leaderboard', id: 'leaderboard', dataset: { game: chosen || '' } },
    h('h1', null, chosen ? `Leaderboard: ${gameTitle(catalogue, chosen)}` : 'Leaderboards'),
    h('nav', { class: 'game-chooser', 'aria-label': 'Games' },
      names.map((name) => h('a', {
        href: `#/leaderboard/${encodeURIComponent(name)}`,
        'aria-current': name === chosen ? 'page' : null,
        class: name === chosen ? 'chosen' : null,
      }, gameTitle(catalogue, name)))),
    game && !catalogue[game] ? h('p', { class: 'error', role: 'alert' }, `There is no game called “${game}” here: choose one above.`) : null,
    mineEl,
    boardEl));
  if (!chosen) {
    clear(boardEl, h('p', { class: 'muted' }, 'No game is hosted here yet.'));
    return;
  }
  await showPage(boardEl, mineEl, chosen, catalogue, []);
}

// One page of the ranking. `tokens` is the stack of page tokens that led here (empty: the top),
// so that "Previous" goes back without the API paging backwards.
async function showPage(boardEl, mineEl, game, catalogue, tokens) {
  boardEl.setAttribute('aria-busy', 'true');
  let reply;
  try {
    reply = await players('GetLeaderboard', { game, pageSize: PAGE_SIZE, pageToken: tokens[tokens.length - 1] || '' });
  } catch (error) {
    console.warn(error);
    clear(boardEl, h('p', { class: 'error' }, `The leaderboard could not be read: ${refusal(error)}`));
    return;
  } finally {
    boardEl.setAttribute('aria-busy', 'false');
  }
  const entries = reply.entries || [];
  const total = num(reply.total);
  const me = player();
  if (!entries.length) {
    clear(boardEl, h('p', { class: 'muted', id: 'leaderboard-empty' },
      `No one has a rating in ${gameTitle(catalogue, game)} yet: finish a rated match to be the first.`));
    clear(mineEl);
    return;
  }
  const pager = h('div', { class: 'row pager' });
  if (tokens.length) {
    const previous = h('button', { type: 'button', class: 'secondary', id: 'leaderboard-previous' }, 'Previous page');
    previous.addEventListener('click', () => showPage(boardEl, mineEl, game, catalogue, tokens.slice(0, -1)));
    pager.append(previous);
  }
  if (reply.nextPageToken) {
    const next = h('button', { type: 'button', class: 'secondary', id: 'leaderboard-next' }, 'Next page');
    next.addEventListener('click', () => showPage(boardEl, mineEl, game, catalogue, [...tokens, reply.nextPageToken]));
    pager.append(next);
  }
  const first = num(entries[0].rank);
  const last = num(entries[entries.length - 1].rank);
  clear(boardEl,
    h('p', { class: 'muted', id: 'leaderboard-count' },
      `${total} rated ${total === 1 ? 'player' : 'players'}`, total > entries.length ? ` · ranks ${first} to ${last}` : ''),
    rankingTable(entries, me, `${gameTitle(catalogue, game)} leaderboard`),
    pager.children.length ? pager : null);
  const onPage = me && entries.some((entry) => isMe(entry, me));
  drawMine(mineEl, game, me, onPage);
}

const isMe = (entry, me) => (entry.player || '').toLowerCase() === (me?.name || '').toLowerCase();

function rankingTable(entries, me, caption) {
  return h('div', { class: 'table-wrap' }, h('table', { class: 'ranking' },
    h('caption', { class: 'visually-hidden' }, caption),
    h('thead', null, h('tr', null,
      h('th', { scope: 'col' }, 'Rank'), h('th', { scope: 'col' }, 'Player'),
      h('th', { scope: 'col', class: 'num' }, 'Rating'), h('th', { scope: 'col', class: 'num' }, 'Games'))),
    h('tbody', null, entries.map((entry) => entryRow(entry, me)))));
}

function entryRow(entry, me) {
  const mine = me && isMe(entry, me);
  // The avatar comes with the profile (cached); until then (and for a deleted player) an empty
  // square of its size keeps the names aligned.
  const picture = h('span', { class: 'avatar-slot', 'aria-hidden': 'true' });
  const name = entry.player || 'deleted player';
  if (entry.player && entry.player !== 'deleted player') {
    profileOf(entry.player).then((profile) => {
      if (profile?.avatarPath) picture.replaceChildren(avatar(profile, 24));
    }, () => {});
  }
  return h('tr', { class: mine ? 'me' : null, 'aria-current': mine ? 'true' : null, dataset: { player: name, rank: String(num(entry.rank)) } },
    h('td', { class: 'rank' }, String(num(entry.rank))),
    h('td', null, h('span', { class: 'who' }, picture,
      entry.player && entry.player !== 'deleted player' ? playerLink(entry.player) : name,
      mine ? h('span', { class: 'you' }, '(you)') : null)),
    h('td', { class: 'num' }, ratingWords(entry.rating?.ordinal)),
    h('td', { class: 'num' }, String(num(entry.rating?.matches))));
}

// The signed-in player's own standing: said in one line when their row is on the page shown,
// else their rank with a few neighbours (or that they have no rating in this game yet).
async function drawMine(el, game, me, onPage) {
  if (!me) {
    clear(el, h('p', { class: 'muted small' }, h('a', { href: `#/signin?next=${encodeURIComponent(`#/leaderboard/${game}`)}` }, 'Sign in'),
      ' to see where you stand.'));
    return;
  }
  let reply;
  try {
    reply = await players('GetLeaderboard', { game, around: me.name, neighbours: 2 });
  } catch (error) {
    if (error.status === 'NOT_FOUND') {
      clear(el, h('p', { class: 'muted', id: 'my-rank' }, 'You have no rating in this game yet: finish a rated match to join the board.'));
    } else {
      console.warn(error);
      clear(el, h('p', { class: 'error' }, `Your rank could not be read: ${refusal(error)}`));
    }
    return;
  }
  const entries = reply.entries || [];
  const own = entries.find((entry) => isMe(entry, me));
  if (!own) {
    clear(el);
    return;
  }
  const words = h('p', { class: 'my-rank', id: 'my-rank' },
    'You are ', h('strong', null, `#${num(own.rank)}`), ` of ${num(reply.total)}, rated ${ratingWords(own.rating?.ordinal)}.`);
  if (onPage) {
    clear(el, words);
    return;
  }
  clear(el, h('section', { class: 'home-card my-standing', 'aria-labelledby': 'my-standing-title' },
    h('h2', { id: 'my-standing-title' }, 'Where you stand'), words,
    rankingTable(entries, me, 'Your neighbours on the leaderboard')));
}
