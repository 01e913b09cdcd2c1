// "Your turn": the tab's title and a badge on its icon while the player is awaited, and, when it
// becomes their turn, an optional chime and a browser notification (if the player allowed them
// and the tab is not in front). The choices are remembered in localStorage.

import { h } from './dom.js';

const ICON = '/web/favicon.svg';
// The site's icon with a round badge in its corner: the same drawing, so the tab stays recognisable.
const BADGED = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#2c3e50"/>'
  + '<circle cx="11" cy="11" r="3" fill="#fff"/><circle cx="21" cy="21" r="3" fill="#fff"/>'
  + '<circle cx="11" cy="21" r="3" fill="#fff"/><circle cx="24" cy="8" r="7.5" fill="#e8590c" stroke="#fff" stroke-width="2"/></svg>',
)}`;

const stored = (key, fallback) => {
  try {
    const value = localStorage.getItem(key);
    return value === null ? fallback : value === 'true';
  } catch {
    return fallback;
  }
};
const store = (key, value) => {
  try {
    localStorage.setItem(key, String(value));
  } catch {
    // Private windows may refuse storage: the choice then lasts for this page only.
  }
};

function iconLink() {
  let link = document.querySelector('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  return link;
}

function chime() {
  try {
    const context = new AudioContext();
    const start = context.currentTime + 0.02;
    [660, 880].forEach((frequency, i) => {
      const tone = context.createOscillator();
      const gain = context.createGain();
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + i * 0.15);
      gain.gain.exponentialRampToValueAtTime(0.2, start + i * 0.15 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.15 + 0.3);
      tone.connect(gain).connect(context.destination);
      tone.start(start + i * 0.15);
      tone.stop(start + i * 0.15 + 0.32);
    });
    setTimeout(() => context.close(), 800);
  } catch {
    // No audio device: the title and the badge still say it.
  }
}

export const attention = {
  yourTurn: false,
  sound: stored('ludus.turnSound', false),

  // Called whenever the page redraws whose turn it is.
  set(yourTurn, title) {
    const base = `${title} — Ludus`;
    document.title = yourTurn ? `▶ Your turn — ${base}` : base;
    document.documentElement.dataset.yourTurn = String(Boolean(yourTurn));
    iconLink().href = yourTurn ? BADGED : ICON;
    if (yourTurn && !this.yourTurn) {
      if (this.sound) chime();
      if (typeof Notification !== 'undefined' && Notification.permission === 'granted' && document.hidden) {
        try {
          new Notification('Your turn', { body: title, tag: 'ludus-turn' });
        } catch {
          // Some browsers allow notifications from service workers only: the title still says it.
        }
      }
    }
    this.yourTurn = Boolean(yourTurn);
  },

  // Leaving the match page: the tab is plain again.
  reset() {
    this.yourTurn = false;
    document.title = 'Ludus';
    delete document.documentElement.dataset.yourTurn;
    iconLink().href = ICON;
  },

  // The player's switches: a chime, and browser notifications (asks the browser once).
  controls() {
    const sound = h('input', { type: 'checkbox', id: 'turn-sound', checked: this.sound,
      onchange: () => { this.sound = sound.checked; store('ludus.turnSound', sound.checked); if (sound.checked) chime(); } });
    const supported = typeof Notification !== 'undefined';
    const notify = h('button', { type: 'button', class: 'secondary', id: 'turn-notify', hidden: !supported || Notification.permission !== 'default',
      onclick: async () => { await Notification.requestPermission(); notify.hidden = Notification.permission !== 'default'; } },
    'Notify me when it is my turn');
    return h('div', { class: 'turn-signals small' },
      h('label', { for: 'turn-sound' }, sound, ' Chime when it is my turn'), ' ', notify);
  },
};
