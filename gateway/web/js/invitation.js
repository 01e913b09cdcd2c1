// An invitation link (#/invite/<match>/<code>): what the table is, as far as the invited person
// may see it, and "Take a seat" (Gateway.JoinMatch with the code) to sit down and go to the table.
//
// A private table answers NOT_FOUND to everyone it does not admit yet (docs/api.md, "Private
// matches"): GetMatch takes no code, only JoinMatch does. So before sitting down, someone holding a
// code sees the game (the match id starts with it) and that the table is private; a withdrawn or
// wrong code is found out when they take the seat, and then nothing else of the table is shown.

import { call, games } from './api.js';
import { clear, h, num } from './dom.js';
import { levelLabel, myName } from './create.js';
import { seatHolders } from './people.js';
import { refusal } from './refusals.js';
import { player, signInAsGuest } from './session.js';

const WITHDRAWN = 'This invitation was withdrawn, or the link is not complete. Ask whoever invited you for a new link.';

// The game a match id names ("zapp_zerapp-5f1c…": the game, a hyphen, the rest).
function gameOf(matchId, catalogue) {
  const name = Object.keys(catalogue).find((n) => matchId.startsWith(`${n}-`));
  return name ? catalogue[name] : null;
}

async function lookUp(matchId) {
  try {
    return (await call('GetMatch', { matchId })).match;
  } catch (error) {
    if (error.status === 'NOT_FOUND') return null;
    throw error;
  }
}

function clockWords(clock) {
  if (!num(clock?.initialSeconds)) return 'no clocks';
  const minutes = Math.round(num(clock.initialSeconds) / 60);
  return `clocks: ${minutes} min${num(clock.incrementSeconds) ? ` + ${num(clock.incrementSeconds)} s a move` : ''}`;
}

// The table as GetMatch shows it: its seats (names where the players are known), rated, clocks.
function tableFacts(match, holders) {
  const seats = (match.seats || []).map((seat) => {
    const n = num(seat.seat);
    const name = holders.get(n) || seat.name;
    const what = seat.kind === 'SEAT_KIND_BOT' ? `a bot (${levelLabel(seat.botLevel)})`
      : seat.occupied ? (name || 'taken') : 'free';
    return h('li', { dataset: { seat: n, free: !seat.occupied } }, `Seat ${n + 1}: ${what}`);
  });
  return [
    h('p', null, [
      match.visibility === 'VISIBILITY_PRIVATE' ? 'Private' : 'Public', ' · ',
      match.rated ? 'rated' : 'friendly (not rated)', ' · ', clockWords(match.clock),
    ]),
    holders.get(0) ? h('p', null, `Set up by ${holders.get(0)}.`) : null,
    h('ul', { class: 'invitation-seats' }, seats),
  ];
}

// Signed out: sign in, sign up, or sit down as a guest, and come back to this invitation.
function signInChoices(page, redraw) {
  const next = encodeURIComponent(location.hash);
  const name = h('input', { type: 'text', id: 'guest-name', maxlength: 64, autocomplete: 'nickname' });
  const errorEl = h('div', { class: 'error', role: 'alert', hidden: true });
  const asGuest = async (event) => {
    event.preventDefault();
    errorEl.hidden = true;
    try {
      await signInAsGuest(name.value.trim());
      await redraw();
    } catch (error) {
      errorEl.hidden = false;
      errorEl.textContent = error.status === 'ALREADY_EXISTS' ? 'That name is taken: choose another.' : refusal(error);
    }
  };
  return h('div', { class: 'invitation-signin' },
    h('p', null, 'Sign in to take your seat.'),
    h('p', { class: 'create-actions' },
      h('a', { class: 'button-link', id: 'invite-signin', href: `#/signin?next=${next}` }, 'Sign in'), ' ',
      h('a', { class: 'button-link secondary', id: 'invite-signup', href: `#/signup?next=${next}` }, 'Create an account')),
    h('form', { class: 'guest-form', onsubmit: asGuest },
      h('label', { class: 'field' }, h('span', { class: 'field-label' }, 'Or play as a guest, named'), name),
      h('button', { type: 'submit', class: 'secondary' }, 'Play as a guest'),
      errorEl));
}

export async function showInvitation(page, matchId, code) {
  const catalogue = await games();
  const game = gameOf(matchId, catalogue);

  async function draw() {
    const match = await lookUp(matchId);
    if (!match && !code) {
      clear(page, withdrawn(page, 'This table cannot be found. Ask whoever invited you for a new link.'));
      return;
    }
    const holders = match && player() ? await seatHolders(matchId).catch(() => new Map()) : new Map();
    const mine = player() && [...holders.values()].some((n) => n.toLowerCase() === player().name.toLowerCase());
    const title = `You are invited to a table of ${game?.title || 'a game'}`;
    const facts = match ? tableFacts(match, holders)
      : [h('p', null, 'The table is private: its seats and settings show once you sit down.')];
    const errorEl = h('div', { class: 'error', role: 'alert', hidden: true, id: 'invitation-error' });
    let action;
    if (!player()) action = signInChoices(page, draw);
    else if (mine) {
      action = h('p', null, 'You already have a seat here. ',
        h('a', { class: 'button-link', id: 'go-to-table', href: `#/play/${encodeURIComponent(matchId)}` }, 'Go to the table'));
    } else if (match && match.status !== 'MATCH_STATUS_WAITING') {
      action = h('p', null, match.status === 'MATCH_STATUS_FINISHED' ? 'This match is over.' : 'Every seat is taken: the match has begun. ',
        h('a', { href: `#/watch/${encodeURIComponent(matchId)}` }, 'Watch it'));
    } else {
      const take = h('button', { type: 'button', id: 'take-seat' }, 'Take a seat');
      take.addEventListener('click', async () => {
        take.disabled = true;
        errorEl.hidden = true;
        try {
          const request = { matchId, name: myName() };
          if (code) request.invitation = code;
          await call('JoinMatch', request);
          location.hash = `#/play/${encodeURIComponent(matchId)}`;
        } catch (error) {
          console.warn('JoinMatch refused:', error);
          // NOT_FOUND with a code: the code admits no one (revoked, or never one of this table's).
          if (error.status === 'NOT_FOUND') {
            clear(page, withdrawn(page, WITHDRAWN));
            return;
          }
          take.disabled = false;
          errorEl.hidden = false;
          errorEl.textContent = error.ruleCode === 'SEAT_RESERVED'
            ? 'That seat is kept for an invited player.' : refusal(error);
        }
      });
      action = h('p', { class: 'create-actions' }, take, ' ', h('span', { class: 'muted' }, `You sit down as ${myName()}.`));
    }
    clear(page, h('section', { class: 'create-page invitation-page', id: 'invitation', dataset: { matchId } },
      h('h1', null, title), facts, action, errorEl,
      game ? h('p', null, h('a', { href: `#/rules/${encodeURIComponent(game.name)}` }, `How to play ${game.title}`)) : null));
  }

  await draw();
}

function withdrawn(page, words) {
  return h('section', { class: 'create-page invitation-page', id: 'invitation-withdrawn' },
    h('h1', null, 'This invitation no longer works'),
    h('p', { role: 'alert' }, words),
    h('p', null, h('a', { href: '#/' }, 'Back to the lobby')));
}
