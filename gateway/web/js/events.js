// One line per event for the event log: version, seat, the event's kind and its fields, generically.
import { h, num, seatColour, seatName } from './dom.js';

function compact(value) {
  if (Array.isArray(value)) return `[${value.map(compact).join(', ')}]`;
  if (value && typeof value === 'object') {
    const parts = Object.entries(value)
      .filter(([k, v]) => k !== '@type' && v !== '' && v !== false
        && !(Array.isArray(v) && v.length === 0) && !(typeof v === 'string' && /_UNSPECIFIED$|_NONE$/.test(v)))
      .map(([k, v]) => `${k}: ${compact(v)}`);
    return `{${parts.join(', ')}}`;
  }
  if (typeof value === 'string') return value.replace(/^[A-Z]+(?:_[A-Z]+)*?_([A-Z]+)$/, (m) => m.split('_').slice(-1)[0].toLowerCase());
  return String(value);
}

export function describeEvent(event) {
  const payload = event.event || {};
  const type = (payload['@type'] || '').split('.').pop();
  const body = { ...payload };
  delete body['@type'];
  const keys = Object.keys(body);
  // Game events are a oneof wrapper: show the kind that is set.
  if (keys.length === 1 && body[keys[0]] && typeof body[keys[0]] === 'object' && !Array.isArray(body[keys[0]])) {
    return { kind: keys[0], detail: compact(body[keys[0]]), type };
  }
  return { kind: type, detail: compact(body), type };
}

export function eventLine(event, match) {
  const { kind, detail } = describeEvent(event);
  const hasSeat = event.seat !== undefined && event.seat !== null;
  return h('li', { value: num(event.version), dataset: { version: num(event.version), kind } },
    h('span', { class: 'v' }, `v${num(event.version)}`), ' ',
    hasSeat ? h('span', { class: 'who', style: { color: seatColour(event.seat) } }, seatName(match, event.seat), ' ') : null,
    h('strong', null, kind), ' ',
    h('span', { class: 'detail' }, detail.length > 220 ? `${detail.slice(0, 220)}…` : detail));
}
