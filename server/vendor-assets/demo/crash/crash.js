import { $, addTexts, call, currentTicket, el, fatal, money, RoundError, startPage, t, toast } from '../common.js';
import { crashTexts } from './texts.js';

addTexts(crashTexts);

// The shared table: every player sees the same round. The server's clock rules (a cash-out counts at
// the instant the server receives it); this page draws the curve from the round's start time and
// the measured offset between the server's clock and ours.
let session;
let setBalance;
let rules = { rate: 0.06, edgePercent: 1, salt: 'tala-rocket', bettingMs: 6000, minTarget: 101, maxTarget: 1000000 };
let offset = 0;
let round = null;
let players = [];
let history = [];
let mine = null;
/** A bet asked for during a flight, placed when the next betting phase opens. */
let queued = null;
let busy = false;
let terminal = '';

const serverNow = () => Date.now() + offset;
const x100At = (ms) => (ms <= 0 ? 100 : Math.floor(100 * Math.exp((rules.rate * ms) / 1000) + 1e-9));
const fmtX = (x100) => `${(x100 / 100).toFixed(2)}×`;

function parseMinor(text) {
  const s = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return NaN;
  const [w, f = ''] = s.split('.');
  return Number(w) * 100 + Number(f.padEnd(2, '0'));
}
const stake = () => parseMinor($('#stake').value);
function autoTarget() {
  const s = $('#auto').value.trim().replace(/×|x$/i, '');
  if (!s) return null;
  const v = parseMinor(s);
  return Number.isFinite(v) ? v : NaN;
}
const setStake = (minor) => ($('#stake').value = (Math.max(session.minBet, Math.min(session.maxStake, minor)) / 100).toFixed(2));

const errorText = (err) =>
  err instanceof RoundError
    ? ({
        ROUND_CRASHED: t('tooLate'),
        BETTING_CLOSED: t('bettingClosed'),
        ROUND_NOT_STARTED: t('notStarted'),
        DUPLICATE_REQUEST: t('oneBet'),
        VALIDATION_FAILED: t('badTarget'),
      }[err.code] ?? err.message)
    : t('network');

// ---------------------------------------------------------------------------------------------
// state

async function loadState() {
  const sent = Date.now();
  const s = await call('state');
  offset = s.serverTime - (sent + Date.now()) / 2;
  rules = s.rules;
  round = s.round;
  players = s.bets;
  mine = s.mine;
  history = s.history;
  terminal = s.chains[0]?.terminalHash ?? '';
  setBalance(s.balance);
  renderAll();
}

function renderChips() {
  $('#chips').replaceChildren(
    ...history.slice(0, 20).map((r) => {
      const x = r.crashX100;
      return el('span', { class: x >= 1000 ? 'moon' : x >= 200 ? 'high' : x >= 150 ? 'mid' : '', text: fmtX(x) });
    }),
  );
  const select = $('#verify-round');
  const chosen = select.value;
  select.replaceChildren(...history.map((r) => el('option', { value: String(r.no), text: `#${r.no} · ${fmtX(r.crashX100)}` })));
  if (chosen && history.some((r) => String(r.no) === chosen)) select.value = chosen;
  $('#terminal').textContent = terminal || '—';
}

function renderPlayers() {
  const list = [...players].sort((a, b) => b.stake - a.stake);
  $('#player-count').textContent = String(list.length);
  $('#players').replaceChildren(
    ...list.map((p) =>
      el(
        'li',
        { class: `${p.status}${mine && p.player === mine.player && p.stake === mine.stake ? ' me' : ''}` },
        el('span', { text: p.player }),
        el('span', { class: 'x', text: p.cashoutX100 ? fmtX(p.cashoutX100) : p.status === 'lost' ? '—' : '' }),
        el('span', { class: 'win', text: money(p.status === 'cashed' ? p.payout : p.stake, session.currency) }),
      ),
    ),
  );
}

function renderAction() {
  const btn = $('#action');
  btn.className = 'primary action';
  btn.disabled = busy;
  const phase = round?.phase;
  const flying = phase === 'flying' && serverNow() >= round.startsAt;
  if (mine && mine.status === 'open' && flying) {
    btn.classList.add('cashout');
    const x = Math.min(x100At(serverNow() - round.startsAt), mine.autoX100 ?? Infinity);
    btn.replaceChildren(
      el('span', { text: t('cashOut') }),
      el('small', { text: money(Math.floor((mine.stake * x) / 100), session.currency) }),
    );
  } else if (mine && mine.status === 'open') {
    btn.classList.add('waiting');
    btn.disabled = true;
    btn.replaceChildren(el('span', { text: t('waitingStart') }));
  } else if (queued) {
    btn.classList.add('waiting');
    btn.replaceChildren(el('span', { text: t('cancel') }), el('small', { text: t('nextRound') }));
  } else if (phase === 'betting' && serverNow() < round.startsAt) {
    btn.replaceChildren(el('span', { text: t('bet') }));
  } else {
    btn.replaceChildren(el('span', { text: t('bet') }), el('small', { text: t('nextRound') }));
  }
}

function renderAll() {
  renderChips();
  renderPlayers();
  renderAction();
}

// ---------------------------------------------------------------------------------------------
// the sky

const canvas = $('#sky');
const ctx = canvas.getContext('2d');

function draw() {
  const dpr = window.devicePixelRatio || 1;
  const w = canvas.clientWidth;
  const h = canvas.clientHeight;
  if (canvas.width !== Math.round(w * dpr) || canvas.height !== Math.round(h * dpr)) {
    canvas.width = Math.round(w * dpr);
    canvas.height = Math.round(h * dpr);
  }
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, w, h);
  const multOut = $('#mult');
  const phaseOut = $('#phase');
  if (!round) return;
  const now = serverNow();
  const crashed = round.phase === 'crashed';
  const elapsed = crashed ? Math.max(0, round.crashesAt - round.startsAt) : Math.max(0, now - round.startsAt);
  const x = crashed ? round.crashX100 : x100At(elapsed);
  // axes scale with the flight: at least 10 s and 2×
  const spanMs = Math.max(10_000, elapsed * 1.15);
  const spanX = Math.max(2, (x / 100) * 1.2);
  const pad = 24;
  const px = (ms) => pad + (ms / spanMs) * (w - pad * 2);
  const py = (m) => h - pad - ((m - 1) / (spanX - 1)) * (h - pad * 2);
  ctx.strokeStyle = 'rgba(255,255,255,0.08)';
  ctx.lineWidth = 1;
  for (let i = 1; i <= 4; i++) {
    const y = pad + ((h - pad * 2) * i) / 4;
    ctx.beginPath();
    ctx.moveTo(pad, y);
    ctx.lineTo(w - pad, y);
    ctx.stroke();
  }
  if (round.phase === 'betting' && now < round.startsAt) {
    multOut.textContent = fmtX(100);
    multOut.className = 'mult';
    phaseOut.textContent = `${t('nextIn')} ${((round.startsAt - now) / 1000).toFixed(1)} s`;
    return;
  }
  // the curve
  const grad = ctx.createLinearGradient(0, h, w, 0);
  grad.addColorStop(0, '#7c5cff');
  grad.addColorStop(1, crashed ? '#ff5f7a' : '#ffc83d');
  ctx.strokeStyle = grad;
  ctx.lineWidth = 4;
  ctx.lineCap = 'round';
  ctx.beginPath();
  const steps = 80;
  for (let i = 0; i <= steps; i++) {
    const ms = (elapsed * i) / steps;
    const m = Math.exp((rules.rate * ms) / 1000);
    if (i === 0) ctx.moveTo(px(ms), py(m));
    else ctx.lineTo(px(ms), py(m));
  }
  ctx.stroke();
  // the rocket at the tip, pointing along the curve
  const tipX = px(elapsed);
  const tipY = py(Math.exp((rules.rate * elapsed) / 1000));
  const back = Math.max(0, elapsed - 300);
  const angle = Math.atan2(tipY - py(Math.exp((rules.rate * back) / 1000)), tipX - px(back));
  ctx.save();
  ctx.translate(tipX, tipY);
  ctx.rotate(angle);
  if (crashed) {
    ctx.fillStyle = '#ff5f7a';
    for (let i = 0; i < 8; i++) {
      ctx.beginPath();
      ctx.arc(Math.cos(i) * 12, Math.sin(i * 1.7) * 12, 4, 0, Math.PI * 2);
      ctx.fill();
    }
  } else {
    ctx.fillStyle = '#ff9f1c';
    ctx.beginPath();
    ctx.moveTo(-14, -5);
    ctx.lineTo(-26 - Math.random() * 8, 0);
    ctx.lineTo(-14, 5);
    ctx.fill();
    ctx.fillStyle = '#f4f1ff';
    ctx.beginPath();
    ctx.moveTo(16, 0);
    ctx.quadraticCurveTo(4, -9, -14, -7);
    ctx.lineTo(-14, 7);
    ctx.quadraticCurveTo(4, 9, 16, 0);
    ctx.fill();
    ctx.fillStyle = '#7c5cff';
    ctx.beginPath();
    ctx.arc(3, 0, 3, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
  multOut.textContent = fmtX(x);
  multOut.className = `mult${crashed ? ' crashed' : mine?.status === 'cashed' ? ' cashed' : ''}`;
  phaseOut.textContent = crashed
    ? `${t('crashedAt')} ${fmtX(round.crashX100)}`
    : mine?.status === 'cashed'
      ? `${t('cashedAt')} ${fmtX(mine.cashoutX100)} · ${money(mine.payout, session.currency)}`
      : '';
}

function frame() {
  draw();
  renderAction();
  requestAnimationFrame(frame);
}

// ---------------------------------------------------------------------------------------------
// betting

async function placeBet(request) {
  busy = true;
  renderAction();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        const r = await call('bet', request);
        mine = r.bet;
        setBalance(r.balance);
        return;
      } catch (err) {
        // a network failure retries the same bet id: the server takes the stake once
        if (err instanceof RoundError || attempt >= 3) throw err;
        toast(t('network'), 'info');
        await new Promise((r) => setTimeout(r, 500 * (attempt + 1)));
      }
    }
  } catch (err) {
    toast(errorText(err));
    // the phase closed while the request travelled: it goes on the next round, as the message says
    if (err instanceof RoundError && err.code === 'BETTING_CLOSED')
      queued = { ...request, betId: crypto.randomUUID().replace(/-/g, '') };
  } finally {
    busy = false;
    renderAll();
  }
}

async function cashOut() {
  busy = true;
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        const r = await call('cashout', { betId: mine.betId });
        mine = r.bet;
        setBalance(r.balance);
        toast(`${t('cashedAt')} ${fmtX(mine.cashoutX100)} · ${money(mine.payout, session.currency)}`, 'info');
        return;
      } catch (err) {
        if (err instanceof RoundError || attempt >= 2) throw err;
      }
    }
  } catch (err) {
    toast(errorText(err));
    if (err instanceof RoundError && err.code === 'ROUND_CRASHED' && mine) mine = { ...mine, status: 'lost' };
  } finally {
    busy = false;
    renderAll();
  }
}

function onAction(event) {
  event.preventDefault();
  if (busy) return;
  const flying = round?.phase === 'flying' && serverNow() >= round.startsAt;
  if (mine && mine.status === 'open' && flying) return void cashOut();
  if (queued) {
    queued = null;
    return renderAction();
  }
  const s = stake();
  if (!Number.isFinite(s) || s < session.minBet || s > session.maxStake) return toast(t('range'));
  const auto = autoTarget();
  if (Number.isNaN(auto) || (auto !== null && (auto < rules.minTarget || auto > rules.maxTarget))) return toast(t('badTarget'));
  const request = { betId: crypto.randomUUID().replace(/-/g, ''), stake: s, ...(auto ? { autoCashout: auto } : {}) };
  if (round?.phase === 'betting' && serverNow() < round.startsAt - 300 && !(mine && mine.status === 'open'))
    void placeBet(request);
  else {
    queued = request;
    renderAction();
  }
}

// ---------------------------------------------------------------------------------------------
// live events (the table's push topic, relayed to this page by the vendor's stream)

/** When the page last heard from the table (any event). */
let heardAt = Date.now();
/** The pause after a crash is 3 s: a page that has heard nothing for this long after one missed the next round. */
const QUIET_AFTER_CRASH_MS = 8_000;

/**
 * Events can be lost without the stream failing (a proxy that holds them back, a node that restarted):
 * a page that still shows a crashed round when the next one should long have opened asks for the
 * table's state instead of waiting for an event that is not coming, and places a bet queued for it.
 */
function watchForLostRounds() {
  setInterval(() => {
    if (document.hidden || round?.phase !== 'crashed' || Date.now() - heardAt < QUIET_AFTER_CRASH_MS) return;
    heardAt = Date.now();
    loadState()
      .then(() => {
        if (!queued || round?.phase !== 'betting' || serverNow() >= round.startsAt - 300) return;
        const request = queued;
        queued = null;
        void placeBet(request);
      })
      .catch(() => undefined);
  }, 2_000);
}

function onEvent(type, data) {
  heardAt = Date.now();
  if (type === 'crash.hello') return void loadState().catch(() => undefined);
  if (type === 'crash.round') {
    round = data.round;
    players = [];
    mine = null;
    if (queued) {
      const request = queued;
      queued = null;
      void placeBet(request);
    }
  } else if (type === 'crash.flying') {
    if (round && round.no === data.no) round = { ...round, phase: 'flying' };
  } else if (type === 'crash.bet') {
    if (round && data.no === round.no)
      players = [...players.filter((p) => !(p.player === data.player && p.stake === data.stake)), data];
  } else if (type === 'crash.cashout') {
    players = players.map((p) => (p.player === data.player && p.stake === data.stake ? data : p));
    if (mine && mine.status === 'open' && data.player === mine.player && data.stake === mine.stake) {
      mine = { ...mine, ...data };
      void call('state')
        .then((s) => setBalance(s.balance))
        .catch(() => undefined);
    }
  } else if (type === 'crash.crashed') {
    round = data.round;
    history = [data.round, ...history.filter((r) => r.no !== data.round.no)].slice(0, 100);
    players = players.map((p) => (p.status === 'open' ? { ...p, status: 'lost' } : p));
    if (mine && mine.status === 'open') mine = { ...mine, status: 'lost' };
  }
  renderAll();
}

async function stream() {
  for (;;) {
    try {
      const res = await fetch('/vendor/demo/api/crash/stream', { headers: { 'x-ticket': currentTicket() } });
      if (!res.ok || !res.body) throw new Error('stream');
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const type = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (type && data) onEvent(type, JSON.parse(data));
        }
      }
    } catch {
      // reconnect below
    }
    await new Promise((r) => setTimeout(r, 3000));
  }
}

// ---------------------------------------------------------------------------------------------
// fairness: recompute a past round in the browser

const hex = (buf) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');
const bytes = (h) => new Uint8Array(h.match(/../g).map((b) => parseInt(b, 16)));

async function crashPointOf(seed) {
  const key = await crypto.subtle.importKey('raw', bytes(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(rules.salt)));
  let k = 0;
  for (let i = 0; i < 6; i++) k = k * 256 + mac[i];
  k = k * 16 + (mac[6] >> 4);
  const u = k / 2 ** 52;
  return Math.min(100_000_000, Math.max(100, Math.floor((100 - rules.edgePercent) / (1 - u))));
}

async function verify() {
  const out = $('#verify-out');
  const no = Number($('#verify-round').value);
  const r = history.find((h) => h.no === no);
  if (!r) return;
  const link = hex(await crypto.subtle.digest('SHA-256', bytes(r.seed)));
  const previous = history.find((h) => h.no === no - 1 && h.chain === r.chain);
  const expectedLink = previous ? previous.seed : r.hash;
  const point = await crashPointOf(r.seed);
  const linkOk = link === expectedLink && link === r.hash;
  const pointOk = point === r.crashX100;
  out.className = `verify-out ${linkOk && pointOk ? 'ok' : 'bad'}`;
  out.replaceChildren(
    el('div', { text: `${t('seed')}: ${r.seed}` }),
    el('div', {
      text: `SHA-256: ${link} ${linkOk ? '✓' : '✗'} ${previous ? `(#${previous.no})` : link === terminal ? `(${t('terminalHash')})` : ''}`,
    }),
    el('div', { text: `${t('crashPoint')}: ${fmtX(point)} ${pointOk ? '✓' : '✗'}` }),
    el('div', { text: linkOk && pointOk ? t('verified') : t('notVerified') }),
  );
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const started = await startPage();
  if (!started) return;
  ({ session, setBalance } = started);
  setStake(Math.max(session.minBet, 100));
  $('#half').addEventListener('click', () => setStake(Math.floor((stake() || session.minBet) / 2)));
  $('#double').addEventListener('click', () => setStake((stake() || session.minBet) * 2));
  $('#bet-form').addEventListener('submit', onAction);
  $('#verify').addEventListener('click', () => void verify());
  $('#auto').setAttribute('aria-describedby', 'phase');
  try {
    await loadState();
  } catch (err) {
    return fatal(err);
  }
  $('#loading').remove();
  $('#game').hidden = false;
  requestAnimationFrame(frame);
  void stream();
  watchForLostRounds();
}

void main();
