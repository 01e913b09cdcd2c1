// The people at a table: who holds each seat (names from Players.ListSeatHolders, since a
// player's name is never written into the match's log), their avatars and presence (SeatInfo.
// connected), the spectators watching (MatchInfo.watchers, anonymous_watchers), and "play again"
// once the match is over (Players.ProposeRematch / AnswerRematch, told through the player's feed).

import { ApiError, call, players, watchPlayer } from './api.js';
import { clear, h, num, seatDot, seatName } from './dom.js';
import { avatar, playerLink, profileOf, seatHolders } from './people.js';
import { refusal } from './refusals.js';

// The seats' holders of one match, fetched again whenever a seat changes hands (an open seat
// claimed), and written into the match's SeatInfo names so that every part of the page (the turn
// line, the log, the result) names players as the seats' chips do.
export function seatNames(matchId) {
  let signature = null;
  let holders = new Map();
  let pending = null;
  const occupancy = (match) => (match.seats || []).map((s) => `${num(s.seat)}:${s.kind}:${s.occupied ? 1 : 0}`).join(',');
  return {
    async apply(match) {
      const now = occupancy(match);
      if (now !== signature) {
        signature = now;
        pending = seatHolders(matchId).catch((error) => {
          console.info('seat holders unavailable:', error.message);
          signature = null;
          return holders;
        });
      }
      holders = await pending;
      for (const seat of match.seats || []) {
        const name = holders.get(num(seat.seat));
        if (name) {
          seat.name = name;
          seat.holder = name;
        }
      }
      return match;
    },
  };
}

function presence(seat) {
  if (seat.kind === 'SEAT_KIND_BOT') return null;
  if (seat.kind === 'SEAT_KIND_OPEN' && !seat.occupied) return h('span', { class: 'presence open' }, 'open seat');
  return seat.connected
    ? h('span', { class: 'presence connected' }, h('span', { class: 'presence-dot', 'aria-hidden': 'true' }), 'connected')
    : h('span', { class: 'presence away' }, h('span', { class: 'presence-dot', 'aria-hidden': 'true' }), 'away');
}

// Draws the players and spectators of `match` into `el` (called on every change of the match).
export function drawTablePeople(el, match, viewer) {
  const seats = (match.seats || []).map((seat) => {
    const n = num(seat.seat);
    const who = seat.holder
      ? [h('span', { class: 'avatar-slot', dataset: { name: seat.holder } }), playerLink(seat.holder)]
      : [seatName(match, n)];
    return h('li', { class: ['table-seat', n === viewer && 'me'], dataset: { seat: n, connected: seat.connected ? '1' : '0' } },
      seatDot(n), ...who,
      n === viewer ? h('span', { class: 'muted' }, ' (you)') : null,
      seat.kind === 'SEAT_KIND_BOT' ? h('span', { class: 'muted' }, ` bot, ${seat.botLevel || 'level unknown'}`) : null,
      ' ', presence(seat));
  });
  const watchers = match.watchers || [];
  const anonymous = num(match.anonymousWatchers);
  const spectators = [];
  if (watchers.length) spectators.push(...watchers.map((name) => h('li', { class: 'watcher' }, name)));
  if (anonymous) spectators.push(h('li', { class: 'watcher anonymous muted' }, `${anonymous} anonymous spectator${anonymous > 1 ? 's' : ''}`));
  const policy = {
    SPECTATOR_POLICY_NONE: 'This table admits no spectators.',
    SPECTATOR_POLICY_INVITE_ONLY: 'Spectators need the table\u2019s spectator link.',
  }[match.spectators] || '';
  clear(el,
    h('h3', null, 'At the table'),
    h('ul', { class: 'table-seats', id: 'table-seats' }, seats),
    h('h4', null, `Watching (${watchers.length + anonymous})`),
    spectators.length ? h('ul', { class: 'watchers', id: 'watchers' }, spectators) : h('p', { class: 'muted', id: 'watchers' }, 'Nobody is watching.'),
    policy ? h('p', { class: 'muted' }, policy) : null);
  el.classList.add('table-people');
  // Avatars are fetched once per name (people.js caches profiles) and slotted in when known.
  for (const slot of el.querySelectorAll('.avatar-slot')) {
    profileOf(slot.dataset.name).then((profile) => slot.replaceChildren(avatar(profile, 24)), () => {});
  }
}

// The spectator link of an invite-only table, for a seated player to share (GetSpectatorCode).
export async function drawSpectatorLink(el, { matchId, token }) {
  try {
    const { code } = await call('GetSpectatorCode', { matchId, token });
    const link = `${location.origin}${location.pathname}#/watch/${encodeURIComponent(matchId)}?code=${encodeURIComponent(code)}`;
    const field = h('input', { id: 'spectator-link', type: 'text', readonly: true, value: link, 'aria-label': 'Spectator link' });
    clear(el, h('p', null, 'Spectators need this link to watch:'), field,
      h('button', {
        type: 'button',
        onclick: async (event) => {
          field.select();
          try {
            await navigator.clipboard.writeText(link);
            event.target.textContent = 'Copied';
          } catch {
            event.target.textContent = 'Select and copy it';
          }
        },
      }, 'Copy'));
  } catch (error) {
    clear(el, h('p', { class: 'muted' }, refusal(error)));
  }
}

// "Play again" for a seated player once the match is over. A proposal made before the page
// opened is not in a live feed; proposing then answers REMATCH_PENDING, which the page takes as
// the player's acceptance of it (they asked to play again). Returns { close() }.
export function mountRematch(el, { match, onReady }) {
  const matchId = match.matchId;
  const statusEl = h('p', { id: 'rematch-status', role: 'status' });
  const actions = h('div', { class: 'actions' });
  const errorEl = h('p', { class: 'error', role: 'alert', hidden: true });
  clear(el, h('h3', null, 'Play again'), statusEl, actions, errorEl);
  el.classList.add('rematch');
  el.id = el.id || 'rematch';

  const names = (seats) => seats.map((s) => seatName(match, s)).join(', ');
  function say(text, ...buttons) {
    statusEl.textContent = text;
    clear(actions, buttons);
  }
  function fail(error) {
    errorEl.hidden = !error;
    errorEl.textContent = error ? refusal(error) : '';
  }
  function shown(rematch) {
    el.dataset.state = rematch.matchId ? 'ready' : 'waiting';
    if (rematch.matchId) {
      say('Everyone accepted: the new table is ready.', h('a', { class: 'button', href: `#/play/${encodeURIComponent(rematch.matchId)}` }, 'Go to the new table'));
      onReady?.(rematch.matchId);
      return;
    }
    const awaiting = (rematch.awaiting || []).map(num);
    say(awaiting.length ? `Waiting for ${names(awaiting)} to accept.` : 'Waiting for the others.');
  }

  const button = (label, action, id) => h('button', { type: 'button', id, onclick: action }, label);
  async function propose() {
    fail(null);
    try {
      shown((await players('ProposeRematch', { matchId })).rematch || {});
    } catch (error) {
      if (error instanceof ApiError && error.ruleCode === 'REMATCH_PENDING') return answer(true);
      fail(error);
    }
    return undefined;
  }
  async function answer(accept) {
    fail(null);
    try {
      const rematch = (await players('AnswerRematch', { matchId, accept })).rematch || {};
      if (accept) shown(rematch);
      else {
        el.dataset.state = 'declined';
        say('You declined the rematch.');
      }
    } catch (error) {
      fail(error);
    }
  }

  say('Another match with the same seats?', button('Play again', propose, 'play-again'));
  const feed = watchPlayer({
    onNotice: (notice) => {
      if (notice.rematchOf !== matchId) return;
      if (notice.kind === 'NOTICE_KIND_REMATCH_PROPOSED') {
        el.dataset.state = 'proposed';
        say(`${notice.by || 'Another player'} proposes a rematch.`,
          button('Accept', () => answer(true), 'rematch-accept'), ' ',
          button('Decline', () => answer(false), 'rematch-decline'));
      } else if (notice.kind === 'NOTICE_KIND_REMATCH_READY') {
        shown({ matchId: notice.matchId });
      } else if (notice.kind === 'NOTICE_KIND_REMATCH_DECLINED') {
        el.dataset.state = 'declined';
        say(`${notice.by || 'A player'} declined the rematch.`, button('Propose again', propose, 'play-again'));
      }
    },
    onError: (error) => fail(error),
  });
  return { close: () => feed.close() };
}
