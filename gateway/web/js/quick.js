// Quick match (#/quick): choose a game and a seat count, rated or not, optionally "fill with bots
// after N s"; wait in the queue (the seconds waited, how many wait with me), cancel, and be taken
// to the table once the matchmaker has made it.
//
// The match is learnt from the player's feed (NOTICE_KIND_MATCHED) and, in case the feed was not
// live yet when the matchmaker answered, from the queue's status (polled): once it says "not
// queued" without our leaving, the newest match of the game among my matches is the one.

import { call, games, players, watchPlayer } from './api.js';
import { clear, h, num } from './dom.js';
import { signInInvite } from './create.js';
import { refusal } from './refusals.js';
import { player } from './session.js';

const POLL_MS = 1000;

const QUEUE_WORDS = {
  ALREADY_QUEUED: 'You are already waiting for a match.',
  OPEN_MATCHES: 'You already have as many open tables as you may: finish one first.',
  SEATS_OUT_OF_RANGE: 'That game is not played with that many seats.',
  BOTS_AFTER_TOO_LONG: 'That is longer than anyone waits: choose fewer seconds before bots.',
  GAME_UNKNOWN: 'That game is not available here.',
};

const queueRefusal = (error) => QUEUE_WORDS[error?.ruleCode] || refusal(error);

export async function showQuickMatch(page) {
  if (!player()) {
    signInInvite(page, 'Quick match', 'Sign in to be matched with other players in a moment.');
    return;
  }
  const catalogue = await games();
  const names = Object.keys(catalogue).sort((a, b) => catalogue[a].title.localeCompare(catalogue[b].title));
  const status = await players('GetQueueStatus').catch(() => ({}));
  // Whatever this page starts (the feed, the timers) stops once the player leaves it.
  const stops = [];
  const stopAll = () => { while (stops.length) stops.pop()(); };
  const left = () => {
    if (page.isConnected) return;
    stopAll();
    window.removeEventListener('hashchange', left);
  };
  window.addEventListener('hashchange', left);

  // The last choice (asked for, or found waiting), kept when the form is drawn again.
  let choice = status.queued ? status.status || {} : {};

  function drawForm(note = '') {
    stopAll();
    const gameSelect = h('select', { id: 'quick-game' },
      names.map((n) => h('option', { value: n, selected: n === choice.game }, catalogue[n].title)));
    const seatSelect = h('select', { id: 'quick-seats' });
    const rated = h('input', { type: 'checkbox', id: 'quick-rated', checked: Boolean(choice.rated) });
    const botsAfter = num(choice.fillWithBotsAfterSeconds);
    const bots = h('input', { type: 'checkbox', id: 'quick-bots', checked: botsAfter > 0 });
    const botSeconds = h('input', {
      type: 'number', id: 'quick-bot-seconds', min: 1, max: 600, value: botsAfter || 30, inputmode: 'numeric',
      'aria-label': 'Seconds before bots fill the table',
    });
    const errorEl = h('div', { class: 'error', role: 'alert', hidden: true, id: 'quick-error' });
    const join = h('button', { type: 'submit', id: 'quick-join' }, 'Find me a table');
    const seatsFor = () => {
      const info = catalogue[gameSelect.value];
      const keep = seatSelect.value || String(num(choice.seats));
      clear(seatSelect);
      for (let n = num(info.minSeats); n <= num(info.maxSeats); n += 1) {
        seatSelect.append(h('option', { value: n, selected: String(n) === keep }, `${n} players`));
      }
    };
    gameSelect.addEventListener('change', seatsFor);
    const submit = async (event) => {
      event.preventDefault();
      errorEl.hidden = true;
      join.disabled = true;
      // The feed first, so that the "matched" notice is not missed.
      const feed = follow();
      choice = {
        game: gameSelect.value,
        seats: num(seatSelect.value),
        rated: rated.checked,
        fillWithBotsAfterSeconds: bots.checked ? Math.max(1, num(botSeconds.value)) : 0,
      };
      try {
        const reply = await players('JoinQueue', choice);
        drawWaiting(reply.status || {}, feed);
      } catch (error) {
        feed.close();
        console.warn('JoinQueue refused:', error);
        join.disabled = false;
        errorEl.hidden = false;
        errorEl.textContent = queueRefusal(error);
      }
    };
    clear(page, h('section', { class: 'create-page quick-page', id: 'quick' },
      h('h1', null, 'Quick match'),
      h('p', null, 'Choose a game: you are seated with players of about your level as soon as there are enough.'),
      note ? h('p', { role: 'status', id: 'quick-note' }, note) : null,
      h('form', { class: 'create-form', id: 'quick-form', onsubmit: submit, novalidate: true },
        h('fieldset', null, h('legend', null, 'The game'),
          h('label', { class: 'field' }, h('span', { class: 'field-label' }, 'Game'), gameSelect),
          h('label', { class: 'field' }, h('span', { class: 'field-label' }, 'Table size'), seatSelect)),
        h('fieldset', null, h('legend', null, 'How to play'),
          h('label', { class: 'choice' }, rated, ' Rated: the result moves my rating'),
          h('div', { class: 'bots-after' },
            h('label', { class: 'choice' }, bots, ' Fill the empty seats with bots after'), ' ',
            botSeconds, h('span', { 'aria-hidden': 'true' }, ' s'))),
        errorEl,
        h('p', { class: 'create-actions' }, join))));
    seatsFor();
  }

  // The feed, told to go to the table once matched. Returns { close, matched: Promise<matchId> }.
  function follow() {
    let resolve;
    const matched = new Promise((r) => { resolve = r; });
    let timedOut = () => {};
    const stream = watchPlayer({
      onNotice: (notice) => {
        if (notice.kind === 'NOTICE_KIND_MATCHED' && notice.matchId) resolve(notice.matchId);
        if (notice.kind === 'NOTICE_KIND_QUEUE_TIMED_OUT') timedOut();
      },
      onError: (error) => console.info('the feed ended:', error.message),
    });
    const feed = { close: () => stream.close(), matched, onTimedOut: (fn) => { timedOut = fn; } };
    stops.push(feed.close);
    return feed;
  }

  // The newest of my matches of the game made since I queued (the feed's notice may have been
  // sent before the feed was live).
  async function madeSince(game, since) {
    const reply = await players('ListMyMatches', { pageSize: 10 });
    const found = (reply.matches || []).map((m) => m.match).find((m) =>
      m?.game === game && Date.parse(m.createdAt || 0) >= since - 2000);
    return found?.matchId || '';
  }

  function drawWaiting(queued, feed) {
    const game = catalogue[queued.game];
    const since = Date.parse(queued.queuedAt) || Date.now();
    const elapsed = h('span', { id: 'quick-elapsed', class: 'elapsed' }, '0 s');
    const waiting = h('span', { id: 'quick-waiting' }, '');
    const errorEl = h('div', { class: 'error', role: 'alert', hidden: true });
    const cancel = h('button', { type: 'button', class: 'secondary', id: 'quick-cancel' }, 'Cancel');
    let leaving = false;
    let done = false;
    const goTo = (matchId) => {
      if (done || !page.isConnected) return;
      done = true;
      stopAll();
      location.hash = `#/play/${encodeURIComponent(matchId)}`;
    };
    feed.matched.then(goTo);
    feed.onTimedOut(() => drawForm('Nobody else came in time: you left the queue. Try again, or let bots fill the table.'));

    const tick = () => {
      elapsed.textContent = `${Math.max(0, Math.floor((Date.now() - since) / 1000))} s`;
    };
    const showCount = (count) => {
      waiting.textContent = count > 1 ? `${count} players are waiting here, you included.` : 'You are the only one waiting here so far.';
    };
    showCount(num(queued.waiting));
    const ticker = setInterval(tick, 250);
    stops.push(() => clearInterval(ticker));
    const poll = setInterval(async () => {
      if (leaving || done) return;
      try {
        const now = await players('GetQueueStatus');
        if (now.queued) showCount(num(now.status?.waiting));
        else if (!leaving && !done) {
          const matchId = await madeSince(queued.game, since);
          if (matchId) goTo(matchId);
        }
      } catch (error) {
        console.info('the queue status could not be read:', error.message);
      }
    }, POLL_MS);
    stops.push(() => clearInterval(poll));

    cancel.addEventListener('click', async () => {
      leaving = true;
      cancel.disabled = true;
      try {
        await players('LeaveQueue');
        drawForm('You left the queue: no table will be made for you.');
      } catch (error) {
        leaving = false;
        if (error.ruleCode === 'ALREADY_MATCHED') {
          clear(errorEl, 'A table was found just now: taking you there…');
          errorEl.hidden = false;
          const matchId = await madeSince(queued.game, since).catch(() => '');
          if (matchId) goTo(matchId);
        } else if (error.ruleCode === 'NOT_QUEUED') {
          drawForm('You are not waiting in any queue.');
        } else {
          cancel.disabled = false;
          errorEl.hidden = false;
          errorEl.textContent = refusal(error);
        }
      }
    });

    const bots = num(queued.fillWithBotsAfterSeconds);
    clear(page, h('section', { class: 'create-page quick-page', id: 'quick-waiting-page', dataset: { game: queued.game } },
      h('h1', null, 'Finding you a table…'),
      h('p', { class: 'wait-line' }, `${game?.title || queued.game}, ${num(queued.seats)} players${queued.rated ? ', rated' : ''}. Waiting for `, elapsed, '.'),
      h('p', { role: 'status' }, waiting),
      bots ? h('p', null, `Bots fill the empty seats after ${bots} s.`) : null,
      errorEl,
      h('p', { class: 'create-actions' }, cancel)));
    tick();
  }

  if (status.queued) drawWaiting(status.status || {}, follow());
  else drawForm();
}
