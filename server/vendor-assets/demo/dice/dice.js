import { $, el, fatal, money, playRound, startPage, t, toast } from '../common.js';

let session;
let setBalance;
let side = 'under';
let busy = false;
const history = [];

const target = () => Number($('#target').value);
const chance = () => (side === 'under' ? target() : 100 - target());
const multiplier = () => Math.floor((9900 * 10000) / (chance() * 100)) / 10000;

/** The stake typed, in minor units; NaN when it is not an amount. */
function stake() {
  const text = $('#stake').value.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return NaN;
  const [w, f = ''] = text.split('.');
  return Number(w) * 100 + Number(f.padEnd(2, '0'));
}
const setStake = (minor) => ($('#stake').value = (Math.max(session.minBet, Math.min(session.maxStake, minor)) / 100).toFixed(2));

function refresh() {
  $('#target-out').textContent = String(target());
  const zone = $('#zone');
  if (side === 'under') {
    zone.style.left = '0%';
    zone.style.width = `${target()}%`;
  } else {
    zone.style.left = `${target()}%`;
    zone.style.width = `${100 - target()}%`;
  }
  $('#chance').textContent = `${chance().toFixed(2)}%`;
  $('#multiplier').textContent = `${multiplier().toFixed(4)}×`;
  const s = stake();
  $('#potential').textContent = Number.isFinite(s) ? money(Math.floor((s * 9900) / (chance() * 100)), session.currency) : '—';
  for (const b of document.querySelectorAll('.toggle button')) b.setAttribute('aria-checked', String(b.dataset.side === side));
  $('#roll-btn').disabled = busy;
}

async function roll() {
  if (busy) return;
  const s = stake();
  if (!Number.isFinite(s) || s < session.minBet || s > session.maxStake) return toast(t('range'));
  busy = true;
  refresh();
  const out = $('#roll');
  out.className = 'roll rolling';
  $('#roll-btn').textContent = t('rolling');
  $('#win').textContent = '';
  const spinner = setInterval(() => (out.textContent = (Math.random() * 100).toFixed(2)), 50);
  try {
    const result = await playRound('roll', { stake: s, target: target(), side }, () => toast(t('network'), 'info'));
    await new Promise((r) => setTimeout(r, 450));
    clearInterval(spinner);
    const o = result.detail;
    out.textContent = (o.roll / 100).toFixed(2);
    out.className = `roll ${o.win ? 'win' : 'lose'}`;
    const marker = $('#marker');
    marker.hidden = false;
    marker.style.left = `${o.roll / 100}%`;
    setBalance(result.balance);
    const banner = $('#win');
    banner.className = o.win ? 'win-banner' : 'win-banner lose';
    banner.textContent = o.win ? `${t('youWin')} ${money(result.payout, session.currency)}` : t('noWin');
    history.unshift(o);
    $('#history').replaceChildren(
      ...history.slice(0, 24).map((h) => el('span', { class: h.win ? 'w' : 'l', text: (h.roll / 100).toFixed(2) })),
    );
  } catch (err) {
    clearInterval(spinner);
    out.className = 'roll';
    toast(err.message);
    if (err.code === 'SESSION_EXPIRED') fatal(err);
  } finally {
    busy = false;
    $('#roll-btn').textContent = t('roll');
    refresh();
  }
}

async function start() {
  const started = await startPage();
  if (!started) return;
  ({ session, setBalance } = started);
  $('#loading').remove();
  $('#game').hidden = false;
  setStake(Math.max(session.minBet, 100));
  $('#target').addEventListener('input', refresh);
  $('#stake').addEventListener('input', refresh);
  $('#half').addEventListener('click', () => {
    setStake(Math.floor((stake() || 0) / 2));
    refresh();
  });
  $('#double').addEventListener('click', () => {
    setStake((stake() || 0) * 2);
    refresh();
  });
  for (const b of document.querySelectorAll('.toggle button')) {
    b.addEventListener('click', () => {
      side = b.dataset.side;
      refresh();
    });
  }
  $('#roll-btn').addEventListener('click', roll);
  refresh();
}

start();
