// Zapp Zerapp's rattle samples as sound: one short metallic click per entry of a
// ZappZerappRattle, at its time (ms within the 1 s shake) and with its loudness as gain.

let context = null;
let clickBuffer = null;

// What was played, for people debugging sound and for the browser tests.
export const played = { samples: 0, clicks: 0, lastSeconds: 0 };
window.ludusSound = played;

function audio() {
  if (!context) {
    context = new AudioContext();
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

export function playRattle(sample) {
  const ctx = audio();
  const start = ctx.currentTime + 0.05;
  for (const click of sample?.clicks || []) {
    const source = ctx.createBufferSource();
    source.buffer = clickBuffer;
    const gain = ctx.createGain();
    gain.gain.value = Number(click.loudness || 0);
    source.connect(gain).connect(ctx.destination);
    source.start(start + Number(click.timeMs || 0) / 1000);
    played.clicks += 1;
  }
  played.samples += 1;
  played.lastSeconds = ctx.currentTime;
  return (sample?.clicks || []).length;
}
