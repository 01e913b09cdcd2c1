// The table chat (Gateway.WatchChat / SendChatMessage / MuteChatPlayer / SetSpectatorChat): the
// players' channel (seats only: never delivered to a spectator) and the spectators' channel (read
// by everyone who may watch, written while the creator leaves it on). What the caller may read and
// write comes from the server's ChatState, never guessed here: the page only offers what it says.

import { call, watchChat } from './api.js';
import { clear, h, num, randomId, seatDot } from './dom.js';
import { refusal } from './refusals.js';

const CHANNELS = {
  CHAT_CHANNEL_PLAYERS: 'Players',
  CHAT_CHANNEL_SPECTATORS: 'Spectators',
};
// The server's limit is LUDUS_CHAT_MAX_CHARACTERS; the page says so only when the server refuses.
const SHOWN = 200;

function timeOf(message) {
  const at = Date.parse(message.sentAt);
  return Number.isNaN(at) ? '' : new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

// Mounts the chat in `el` for a match. `token` is a seat token ('' for a signed-in player, whose
// access token api.js sends, or for an anonymous spectator); `me` is the caller's author id
// ("seat:<n>"), so their own messages offer no mute; `creator` says whether the caller may switch
// the spectators' channel. Returns { close() }.
export function mountChat(el, { matchId, token = '', me = '', creator = false }) {
  const state = { readable: [], writable: [], muted: [], spectatorChat: false, closed: false, channel: '' };
  const messages = [];
  const listEl = h('ol', { class: 'chat-log', id: 'chat-log', tabindex: 0, 'aria-label': 'Chat messages', 'aria-live': 'polite' });
  const tabsEl = h('div', { class: 'chat-channels', role: 'group', 'aria-label': 'Chat channel' });
  const errorEl = h('p', { class: 'error', id: 'chat-error', role: 'alert', hidden: true });
  const input = h('input', {
    id: 'chat-text', type: 'text', autocomplete: 'off', maxlength: 2000, 'aria-label': 'Message',
    placeholder: 'Say something to the table',
  });
  const send = h('button', { type: 'submit', id: 'chat-send' }, 'Send');
  const form = h('form', { class: 'chat-form', onsubmit: (event) => { event.preventDefault(); post(); } }, input, send);
  const noteEl = h('p', { class: 'muted chat-note', id: 'chat-note' });
  const switchEl = h('div', { class: 'chat-switch' });
  clear(el, h('h3', null, 'Table chat'), tabsEl, listEl, errorEl, form, noteEl, switchEl);
  el.classList.add('chat');
  el.id = el.id || 'chat';

  function say(error) {
    errorEl.hidden = !error;
    errorEl.textContent = error ? refusal(error) : '';
  }

  function drawTabs() {
    clear(tabsEl, state.readable.map((channel) => h('button', {
      type: 'button',
      class: ['chat-channel', channel === state.channel && 'current'],
      'aria-pressed': String(channel === state.channel),
      dataset: { channel },
      onclick: () => { state.channel = channel; draw(); },
    }, CHANNELS[channel] || channel)));
    tabsEl.hidden = state.readable.length < 2;
  }

  function drawMessage(message) {
    const mine = message.author === me;
    const muted = state.muted.includes(message.author);
    // A muted author's messages stay in place, their text withheld, so the mute can be undone.
    let text = message.text;
    if (message.authorDeleted) text = '(withdrawn: its author deleted their account)';
    else if (muted) text = '(muted)';
    return h('li', { class: ['chat-message', mine && 'mine', muted && 'muted-author'], dataset: { author: message.author, channel: message.channel } },
      message.seat !== undefined ? seatDot(num(message.seat)) : null,
      h('strong', { class: 'chat-author' }, message.authorName || 'someone'),
      h('span', { class: 'chat-time muted' }, ` ${timeOf(message)} `),
      h('span', { class: 'chat-text' }, text),
      mine || !message.author ? null : h('button', {
        type: 'button',
        class: 'chat-mute link-button',
        dataset: { author: message.author },
        'aria-label': `${muted ? 'Unmute' : 'Mute'} ${message.authorName || 'this author'}`,
        onclick: () => mute(message.author, !muted),
      }, muted ? 'unmute' : 'mute'));
  }

  function draw() {
    drawTabs();
    const shown = messages.filter((m) => m.channel === state.channel).slice(-SHOWN);
    clear(listEl, shown.length ? shown.map(drawMessage) : h('li', { class: 'muted chat-empty' }, 'No messages yet.'));
    listEl.scrollTop = listEl.scrollHeight;
    const canWrite = !state.closed && state.writable.includes(state.channel);
    form.hidden = !canWrite;
    const mutedNames = state.muted.length ? `You muted ${state.muted.length} author${state.muted.length > 1 ? 's' : ''}.` : '';
    let note = '';
    if (state.closed) note = 'The chat is closed: the match is archived.';
    else if (!state.readable.length) note = 'There is no chat you can read at this table.';
    else if (!canWrite) note = 'You can read this channel but not write in it.';
    noteEl.textContent = [note, mutedNames].filter(Boolean).join(' ');
    clear(switchEl, creator && !state.closed ? h('label', { class: 'check' },
      h('input', {
        type: 'checkbox', id: 'spectator-chat', checked: state.spectatorChat,
        onchange: (event) => setSpectatorChat(event.target.checked),
      }), ' Spectators may chat') : null);
  }

  async function post() {
    const text = input.value.trim();
    if (!text) return;
    send.disabled = true;
    try {
      await call('SendChatMessage', { matchId, token, channel: state.channel, text, messageId: randomId() });
      input.value = '';
      say(null);
    } catch (error) {
      say(error);
    } finally {
      send.disabled = false;
      input.focus();
    }
  }

  async function mute(author, on) {
    try {
      const reply = await call(on ? 'MuteChatPlayer' : 'UnmuteChatPlayer', { matchId, token, author });
      state.muted = reply.muted || [];
      say(null);
      draw();
    } catch (error) {
      say(error);
    }
  }

  async function setSpectatorChat(enabled) {
    try {
      const reply = await call('SetSpectatorChat', { matchId, token, enabled });
      state.spectatorChat = Boolean(reply.enabled);
      say(null);
    } catch (error) {
      say(error);
    }
    draw();
  }

  const seen = new Set();
  const stream = watchChat({ matchId, token }, {
    onMessage: (message) => {
      if (seen.has(message.cursor)) return;
      seen.add(message.cursor);
      messages.push(message);
      if (messages.length > SHOWN * 4) messages.splice(0, messages.length - SHOWN * 4);
      draw();
    },
    onState: (chat) => {
      state.readable = chat.readable || [];
      state.writable = chat.writable || [];
      state.muted = chat.muted || [];
      state.spectatorChat = Boolean(chat.spectatorChat);
      state.closed = Boolean(chat.closed);
      if (!state.readable.includes(state.channel)) state.channel = state.readable[0] || '';
      el.dataset.readable = state.readable.join(',');
      el.dataset.writable = state.writable.join(',');
      draw();
    },
    onError: (error) => say(error),
  });
  draw();
  return { close: () => stream.close() };
}
