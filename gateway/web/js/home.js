// The signed-in player's home (#/home): their matches (whose turn, clocks, links to the table or
// the replay), the invitations waiting for them, and their feed live (Players.WatchPlayer) with a
// badge counting what they have not seen yet. Signed out, an invitation to sign in.
//
// Also exports the small words the profile and leaderboard pages share (game titles, dates).

import { call, games, players, watchPlayer } from './api.js';
import { clear, h, num } from './dom.js';
import { playerLink, seatHolders } from './people.js';
import { refusal } from './refusals.js';
import { player } from './session.js';

const PAGE_SIZE = 10;

// --- Words shared by the people's pages -------------------------------------------------------

// A game's title ("Zapp Zerapp"), from ListGames; the name itself if the catalogue lacks it.
export function gameTitle(catalogue, game) {
  return catalogue?.[game]?.title || game || 'a game';
}

// The game a match id belongs to (ids start with the game's name and a hyphen).
export const gameOfMatch = (matchId) => String(matchId || '').split('-')[0];

// A date as players read it ("4 Dec 2026").
export function dateWords(timestamp) {
  const date = new Date(timestamp || 0);
  if (!timestamp || Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
}

// A moment relative to now ("3 min ago", "just now", "yesterday" …).
export function agoWords(timestamp) {
  const then = new Date(timestamp || 0).getTime();
  if (!timestamp || Number.isNaN(then)) return '';
  const seconds = Math.round((Date.now() - then) / 1000);
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return dateWords(timestamp);
}

// Time left until a deadline ("2 min 05 s left", "time is up").
export function timeLeftWords(timestamp) {
  const ms = new Date(timestamp).getTime() - Date.now();
  if (Number.isNaN(ms)) return '';
  if (ms <= 0) return 'time is up';
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  if (hours) return `${hours} h ${String(minutes).padStart(2, '0')} min left`;
  return minutes ? `${minutes} min ${seconds} s left` : `${total} s left`;
}

// A list of names in words: "Ann", "Ann and Bob", "Ann, Bob and Cy".
export function listWords(names) {
  if (names.length <= 1) return names[0] || '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

// A seat as people call it: its holder's name (ListSeatHolders: SeatInfo.name is empty for
// players' seats), else a bot, an open seat, or the name the seat was given.
export function seatWho(match, seat, holders) {
  const info = (match?.seats || []).find((x) => num(x.seat) === num(seat)) || {};
  const holder = holders.get(num(seat));
  if (holder) return holder;
  if (info.kind === 'SEAT_KIND_BOT') return info.name || `a bot (${info.botLevel || 'bot'})`;
  if (info.kind === 'SEAT_KIND_OPEN' && !info.occupied) return 'an open seat';
  return info.name || `player ${num(seat) + 1}`;
}

// --- The home ---------------------------------------------------------------------------------

export async function showHome(page) {
  const me = player();
  if (!me) {
    clear(page, h('section', { class: 'home home-signed-out', id: 'home', 'data-signed-in': 'false' },
      h('h1', null, 'Your home at Ludus'),
      h('p', null, 'Sign in to find your matches, the invitations waiting for you and what happened while you were away.'),
      h('p', { class: 'home-actions' },
        h('a', { class: 'button-link', id: 'home-signin', href: '#/signin?next=%23%2Fhome' }, 'Sign in'),
        h('a', { href: '#/signup?next=%23%2Fhome' }, 'Create an account'))));
    return;
  }

  const catalogue = await games().catch(() => ({}));
  const badge = h('span', { class: 'feed-badge', id: 'feed-badge', 'data-count': '0', hidden: true });
  const badgeWords = h('span', { class: 'visually-hidden', id: 'feed-badge-words' }, 'nothing new');
  const seenButton = h('button', { type: 'button', class: 'secondary', id: 'feed-seen', disabled: true }, 'Mark all as seen');
  const feedList = h('ul', { class: 'feed-list', id: 'feed-list' });
  const feedState = h('p', { class: 'muted', id: 'feed-state', role: 'status' }, 'Connecting to your feed…');
  const matchesEl = h('div', { id: 'my-matches', 'aria-live': 'polite', 'aria-busy': 'true' }, h('p', { class: 'muted' }, 'Loading your matches…'));
  const invitationsEl = h('div', { id: 'my-invitations' }, h('p', { class: 'muted' }, 'Loading your invitations…'));

  clear(page, h('div', { class: 'home', id: 'home', 'data-signed-in': 'true' },
    h('div', { class: 'home-head' },
      h('h1', null, `Hello, ${me.displayName || me.name}`),
      h('p', { class: 'muted' }, 'Your ', playerLink(me.name, 'profile'), ' · ',
        h('a', { href: '#/leaderboard' }, 'leaderboards'), ' · ', h('a', { href: '#/quick' }, 'quick match'))),
    h('div', { class: 'home-grid' },
      h('section', { class: 'home-card home-matches', 'aria-labelledby': 'my-matches-title' },
        h('h2', { id: 'my-matches-title' }, 'My matches'), matchesEl),
      h('div', { class: 'home-side' },
        h('section', { class: 'home-card home-feed', 'aria-labelledby': 'feed-title' },
          h('div', { class: 'feed-head' },
            h('h2', { id: 'feed-title' }, 'What’s new ', badge, badgeWords), seenButton),
          feedState, feedList),
        h('section', { class: 'home-card home-invitations', 'aria-labelledby': 'invitations-title' },
          h('h2', { id: 'invitations-title' }, 'Invitations waiting'), invitationsEl)))));

  const matches = myMatches(matchesEl, catalogue);
  const invitations = myInvitations(invitationsEl, catalogue);
  matches.load();
  invitations.load();

  // The feed: every notice is listed (newest first) and counted until marked as seen; one about
  // a match refreshes the list of matches (a few notices at once refresh it once).
  let unseen = 0;
  let refreshTimer = null;
  const showCount = () => {
    badge.textContent = String(unseen);
    badge.dataset.count = String(unseen);
    badge.hidden = unseen === 0;
    badgeWords.textContent = unseen ? `${unseen} new` : 'nothing new';
    seenButton.disabled = unseen === 0;
  };
  seenButton.addEventListener('click', () => {
    unseen = 0;
    for (const item of feedList.querySelectorAll('.unseen')) item.classList.remove('unseen');
    showCount();
  });
  const feed = watchPlayer({
    onNotice(notice) {
      if (!page.isConnected) return leave();
      feedState.textContent = 'Live: new events appear here as they happen.';
      feedList.prepend(noticeItem(notice, catalogue));
      unseen += 1;
      showCount();
      clearTimeout(refreshTimer);
      refreshTimer = setTimeout(() => {
        matches.load();
        if (notice.kind === 'NOTICE_KIND_INVITED' || notice.kind === 'NOTICE_KIND_MATCH_STARTED') invitations.load();
      }, 300);
    },
    onError(error) {
      console.warn('the feed ended:', error);
      feedState.textContent = `Your feed stopped: ${refusal(error)} Reload the page to follow it again.`;
    },
  });
  // The feed is live as soon as the stream is open; say so without waiting for a first notice.
  setTimeout(() => {
    if (feedState.textContent.startsWith('Connecting')) feedState.textContent = 'Live: nothing new yet. New events appear here as they happen.';
  }, 1500);

  // Clocks count down once a second, on this page only.
  const ticker = setInterval(() => {
    if (!page.isConnected) return leave();
    for (const el of page.querySelectorAll('[data-deadline]')) el.textContent = timeLeftWords(el.dataset.deadline);
  }, 1000);

  // app.js replaces the page on every route: the feed and the timers end with it.
  let left = false;
  function leave() {
    if (left) return;
    left = true;
    feed.close();
    clearInterval(ticker);
    clearTimeout(refreshTimer);
    window.removeEventListener('hashchange', leave);
  }
  window.addEventListener('hashchange', leave);
}

// --- My matches -------------------------------------------------------------------------------

function myMatches(el, catalogue) {
  let generation = 0;
  async function load() {
    const mine = ++generation;
    el.setAttribute('aria-busy', 'true');
    try {
      const first = await players('ListMyMatches', { pageSize: PAGE_SIZE });
      const items = await Promise.all((first.matches || []).map((m) => matchItem(m, catalogue)));
      if (mine !== generation) return; // a newer refresh is drawing
      if (!items.length) {
        clear(el, h('p', { class: 'muted', id: 'no-matches' }, 'You have no matches yet. ',
          h('a', { href: '#/quick' }, 'Find a quick match'), ' or ', h('a', { href: '#/create' }, 'set up a table'), '.'));
        return;
      }
      const list = h('ul', { class: 'my-matches' }, items);
      clear(el, list);
      more(el, list, first.nextPageToken, () => generation === mine);
    } catch (error) {
      console.warn(error);
      if (mine === generation) clear(el, h('p', { class: 'error' }, `Your matches could not be read: ${refusal(error)}`));
    } finally {
      if (mine === generation) el.setAttribute('aria-busy', 'false');
    }
  }

  // "More matches": the next page, appended, while no refresh replaced the list.
  function more(container, list, token, current) {
    if (!token) return;
    const button = h('button', { type: 'button', class: 'secondary', id: 'more-matches' }, 'More matches');
    button.addEventListener('click', async () => {
      button.disabled = true;
      button.textContent = 'Loading…';
      try {
        const next = await players('ListMyMatches', { pageSize: PAGE_SIZE, pageToken: token });
        const items = await Promise.all((next.matches || []).map((m) => matchItem(m, catalogue)));
        if (!current()) return;
        list.append(...items);
        button.remove();
        more(container, list, next.nextPageToken, current);
      } catch (error) {
        button.disabled = false;
        button.textContent = 'More matches';
        container.append(h('p', { class: 'error' }, refusal(error)));
      }
    });
    container.append(h('p', null, button));
  }

  return { load };
}

async function matchItem(mine, catalogue) {
  const match = mine.match || {};
  const matchId = match.matchId;
  const seat = num(mine.seat);
  const holders = await seatHolders(matchId).catch(() => new Map());
  const others = (match.seats || []).filter((x) => num(x.seat) !== seat).map((x) => seatWho(match, x.seat, holders));
  const finished = match.status === 'MATCH_STATUS_FINISHED';
  const link = finished
    ? h('a', { class: 'match-go', href: `#/replay/${encodeURIComponent(matchId)}` }, 'Watch the replay')
    : h('a', { class: ['match-go', mine.myTurn && 'primary'], href: `#/play/${encodeURIComponent(matchId)}` },
      mine.myTurn ? 'Play your turn' : 'Open the table');
  return h('li', {
    class: ['my-match', mine.myTurn && 'my-turn', finished && 'finished'],
    dataset: { matchId, myTurn: String(Boolean(mine.myTurn)), status: match.status || '', awaiting: (match.awaiting || []).map(num).join(',') },
  },
  h('div', { class: 'my-match-main' },
    h('h3', null, gameTitle(catalogue, match.game || gameOfMatch(matchId)), match.rated ? h('span', { class: 'tag' }, 'rated') : null),
    h('p', { class: 'opponents' }, others.length ? ['with ', listWords(others)] : 'on your own'),
    h('p', { class: 'turn-words' }, turnWords(mine, match, holders)),
    clockWords(match, seat)),
  h('div', { class: 'my-match-go' }, link));
}

// Whose turn it is, in words; "Your turn" stands out when the player's decision is awaited.
function turnWords(mine, match, holders) {
  const seat = num(mine.seat);
  const awaiting = (match.awaiting || []).map(num);
  switch (match.status) {
    case 'MATCH_STATUS_WAITING':
      return h('span', { class: 'waiting' }, 'Waiting for players to take their seats');
    case 'MATCH_STATUS_FINISHED': {
      const winners = (match.result?.winners || []).map(num);
      if (!winners.length) return h('span', { class: 'over' }, 'Finished');
      if (winners.length === (match.seats || []).length) return h('span', { class: 'over' }, 'Finished: a draw');
      if (winners.includes(seat)) return h('span', { class: 'over won' }, 'Finished: you won');
      return h('span', { class: 'over' }, `Finished: ${listWords(winners.map((w) => seatWho(match, w, holders)))} won`);
    }
    case 'MATCH_STATUS_ACTIVE': {
      const othersAwaited = awaiting.filter((x) => x !== seat).map((x) => seatWho(match, x, holders));
      if (mine.myTurn) {
        return [h('strong', { class: 'your-turn' }, 'Your turn'),
          othersAwaited.length ? ` (${listWords(othersAwaited)} too)` : ''];
      }
      if (othersAwaited.length) return h('span', { class: 'their-turn' }, `Waiting for ${listWords(othersAwaited)}`);
      return h('span', { class: 'their-turn' }, 'In play');
    }
    default:
      return h('span', { class: 'muted' }, 'The table cannot be reached right now');
  }
}

// The match's clocks: the player's own bank, and the deadline of whoever is awaited.
function clockWords(match, seat) {
  const parts = [];
  for (const clock of match.clocks || []) {
    if (!clock.deadline) continue;
    const mine = num(clock.seat) === seat;
    parts.push(h('span', { class: ['deadline', mine && 'mine'] },
      mine ? 'Your clock: ' : 'Their clock: ',
      h('span', { dataset: { deadline: clock.deadline } }, timeLeftWords(clock.deadline))));
  }
  for (const deadline of match.deadlines || []) {
    if (!deadline.due) continue;
    parts.push(h('span', { class: 'deadline' }, 'This phase closes: ',
      h('span', { dataset: { deadline: deadline.due } }, timeLeftWords(deadline.due))));
  }
  if (!parts.length && match.clock?.initialSeconds && match.status !== 'MATCH_STATUS_FINISHED') {
    parts.push(h('span', { class: 'muted' }, `Clock: ${Math.round(num(match.clock.initialSeconds) / 60)} min each`));
  }
  return parts.length ? h('p', { class: 'clocks' }, parts) : null;
}

// --- Invitations ------------------------------------------------------------------------------

function myInvitations(el, catalogue) {
  async function load() {
    try {
      const reply = await players('ListMyInvitations', {});
      const invitations = reply.invitations || [];
      if (!invitations.length) {
        clear(el, h('p', { class: 'muted', id: 'no-invitations' }, 'No invitation is waiting for you.'));
        return;
      }
      clear(el, h('ul', { class: 'invitations' }, invitations.map((inv) => invitationItem(inv, catalogue, load))));
    } catch (error) {
      console.warn(error);
      clear(el, h('p', { class: 'error' }, `Your invitations could not be read: ${refusal(error)}`));
    }
  }
  return { load };
}

// One invitation: who invited, to what, and a button to take the reserved seat (JoinMatch with
// the player's access token), which then opens the table.
function invitationItem(invitation, catalogue, reload) {
  const matchId = invitation.matchId;
  const seat = num(invitation.seat);
  const status = h('p', { class: 'small', role: 'status' });
  const take = h('button', { type: 'button', class: 'accept' }, 'Take the seat');
  take.addEventListener('click', async () => {
    take.disabled = true;
    status.textContent = 'Taking your seat…';
    try {
      await call('JoinMatch', { matchId, seat });
      location.hash = `#/play/${encodeURIComponent(matchId)}`;
    } catch (error) {
      console.warn(error);
      take.disabled = false;
      status.textContent = refusal(error);
      if (error.status === 'NOT_FOUND' || error.status === 'FAILED_PRECONDITION') reload();
    }
  });
  return h('li', { class: 'invitation', dataset: { matchId } },
    h('p', null, h('strong', null, invitation.invitedBy ? playerLink(invitation.invitedBy) : 'Someone'),
      ` invites you to a game of ${gameTitle(catalogue, gameOfMatch(matchId))}`),
    h('p', { class: 'muted small' }, agoWords(invitation.invitedAt)),
    h('div', { class: 'row' }, take,
      h('a', { class: 'see-table', href: `#/play/${encodeURIComponent(matchId)}` }, 'See the table first')),
    status);
}

// --- The feed ---------------------------------------------------------------------------------

// A notice in words, linking where it concerns.
function noticeItem(notice, catalogue) {
  const game = gameTitle(catalogue, notice.game || gameOfMatch(notice.matchId));
  const table = (id) => `#/play/${encodeURIComponent(id || notice.matchId)}`;
  const replay = (id) => `#/replay/${encodeURIComponent(id || notice.matchId)}`;
  let words;
  let href = table();
  let label = 'Open the table';
  switch (notice.kind) {
    case 'NOTICE_KIND_YOUR_TURN':
      words = `Your turn in ${game}.`;
      label = 'Play';
      if (notice.deadline) words += ` Answer by ${new Date(notice.deadline).toLocaleTimeString()}.`;
      break;
    case 'NOTICE_KIND_INVITED':
      words = `${notice.invitedBy || 'Someone'} invites you to a game of ${game}.`;
      label = 'See the table';
      break;
    case 'NOTICE_KIND_MATCH_STARTED':
      words = `Your game of ${game} has begun: every seat is taken.`;
      break;
    case 'NOTICE_KIND_MATCH_ENDED':
      words = `Your game of ${game} is over.`;
      href = replay();
      label = 'See how it went';
      break;
    case 'NOTICE_KIND_SEAT_TAKEN_OVER':
      words = `You ran out of time in ${game}: a bot plays your seat until you come back.`;
      label = 'Come back';
      break;
    case 'NOTICE_KIND_MATCHED':
      words = `Quick match found you a ${notice.rated ? 'rated ' : ''}game of ${game}.`;
      label = 'Play';
      break;
    case 'NOTICE_KIND_REMATCH_PROPOSED':
      words = `${notice.by || 'A player'} proposes a rematch of ${game}.`;
      href = table(notice.rematchOf);
      label = 'Answer';
      break;
    case 'NOTICE_KIND_REMATCH_READY':
      words = `Your rematch of ${game} is ready.`;
      label = 'Play';
      break;
    case 'NOTICE_KIND_REMATCH_DECLINED':
      words = `${notice.by || 'A player'} declined the rematch of ${game}.`;
      href = replay(notice.rematchOf);
      label = 'The finished match';
      break;
    case 'NOTICE_KIND_QUEUE_TIMED_OUT':
      words = `No one was found for a quick match of ${game} in time: you left the queue.`;
      href = '#/quick';
      label = 'Try again';
      break;
    default:
      words = `Something happened in ${game}.`;
  }
  return h('li', { class: ['notice', 'unseen'], dataset: { kind: notice.kind || '', matchId: notice.matchId || '' } },
    h('span', { class: 'notice-words' }, words), ' ',
    h('a', { href }, label),
    h('span', { class: 'muted small notice-time' }, ` · ${new Date().toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`));
}
