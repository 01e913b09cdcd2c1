// Zapp Zerapp's rattle samples as sound: one short metallic click per entry of a
// ZappZerappRattle, at its time (ms within the 1 s shake) and with its loudness as gain, through
// one master volume (remembered; 0 or "mute" silences it). The same clicks can be shown as a
// shake of a drawn can (shakeCan): each click a jolt at its time, as strong as it is loud — the
// sound's information for the eyes, and nothing more (no count, no number: docs/web.md).

let context = null;
let clickBuffer = null;
let master = null;

// What was played, for people debugging sound and for the browser tests (not on the page).
export const played = { samples: 0, clicks: 0, lastSeconds: 0 };
window.ludusSound = played;

function stored(key, fallback) {
  try {
    const value = localStorage.getItem(key);
    return value === null ? fallback : JSON.parse(value);
  } catch {
    return fallback;
  }
}

function store(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused (private window): the setting lasts for this page.
  }
}

export const settings = {
  volume: stored('ludus.volume', 0.8),
  muted: stored('ludus.muted', false),
  motion: stored('ludus.shakeMotion', true),
};

function level() {
  return settings.muted ? 0 : Math.max(0, Math.min(1, Number(settings.volume)));
}

export function setVolume(volume) {
  settings.volume = Math.max(0, Math.min(1, Number(volume)));
  store('ludus.volume', settings.volume);
  if (master) master.gain.value = level();
}

export function setMuted(muted) {
  settings.muted = Boolean(muted);
  store('ludus.muted', settings.muted);
  if (master) master.gain.value = level();
}

export function setMotion(motion) {
  settings.motion = Boolean(motion);
  store('ludus.shakeMotion', settings.motion);
}

function audio() {
  if (!context) {
    context = new AudioContext();
    master = context.createGain();
    master.gain.value = level();
    master.connect(context.destination);
    const length = Math.floor(context.sampleRate * 0.03);
    clickBuffer = context.createBuffer(1, length, context.sampleRate);
    const data = clickBuffer.getChannelData(0);
    for (let i = 0; i < length; i += 1) {
      const t = i / context.sampleRate;
      const ring = Math.sin(2 * Math.PI * 3800 * t) * 0.5 + Math.sin(2 * Math.PI * 5300 * t) * 0.3;
      data[i] = ((Math.random() * 2 - 1) * 0.6 + ring) * Math.exp(-t * 180);
    }
  }
  if (context.state === 'suspended') context.resume();
  return context;
}

// The drawn can that shakes with the sample (set by the board; none: no motion).
let shaker = null;
export function setShaker(element) {
  shaker = element;
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

// One jolt per click, at its time and as strong as its loudness. With reduced motion asked for,
// the can does not travel: it flashes, as bright as the click is loud.
export function shakeCan(sample, element = shaker) {
  if (!element || !settings.motion || !element.animate) return;
  for (const click of sample?.clicks || []) {
    const loudness = Math.max(0, Math.min(1, Number(click.loudness || 0)));
    const delay = 50 + Number(click.timeMs || 0);
    const frames = reducedMotion()
      ? [{ opacity: 1 - 0.7 * loudness }, { opacity: 1 }]
      : [{ transform: 'rotate(0deg)' }, { transform: `rotate(${(4 + 20 * loudness).toFixed(1)}deg) translateX(${(2 + 8 * loudness).toFixed(1)}px)` },
        { transform: `rotate(${(-2 - 10 * loudness).toFixed(1)}deg)` }, { transform: 'rotate(0deg)' }];
    element.animate(frames, { duration: 70, delay, composite: 'add' });
  }
}

export function playRattle(sample) {
  const ctx = audio();
  const start = ctx.currentTime + 0.05;
  for (const click of sample?.clicks || []) {
    const source = ctx.createBufferSource();
    source.buffer = clickBuffer;
    const gain = ctx.createGain();
    gain.gain.value = Number(click.loudness || 0);
    source.connect(gain).connect(master);
    source.start(start + Number(click.timeMs || 0) / 1000);
    played.clicks += 1;
  }
  played.samples += 1;
  played.lastSeconds = ctx.currentTime;
  shakeCan(sample);
  return (sample?.clicks || []).length;
}
