import { $, addTexts, el, fatal, money, playRound, startPage, t, toast } from '../common.js';
import { WHEEL_SEGMENTS, payoutOf, wheelLayout, wheelRtp } from '../fair/fair.js';
import { mountFairness, riskToggle, stakeControls, times } from '../fair/fair-ui.js';
import { fairTexts } from '../fair/texts.js';
import { wheelTexts } from './texts.js';

addTexts(fairTexts);
addTexts(wheelTexts);

let session;
let setBalance;
let stake;
let fairness;
let risk = 'medium';
let segments = 20;
let busy = false;
let rotation = 0;
const history = [];

/** A colour per multiplier: 0 is the dark background, higher multipliers run towards gold. */
const palette = ['#3ef0a5', '#37c6ff', '#8f7bff', '#ff6fd8', '#ff9f1c', '#ffc83d'];
function colours(layout) {
  const values = [...new Set(layout.filter((m) => m > 0))].sort((a, b) => a - b);
  const map = new Map([[0, '#2a2550']]);
  values.forEach((v, i) => map.set(v, palette[Math.round((i * (palette.length - 1)) / Math.max(1, values.length - 1))]));
  return map;
}

const NS = 'http://www.w3.org/2000/svg';
function svg(tag, attrs) {
  const node = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

function drawWheel() {
  const layout = wheelLayout(risk, segments);
  const colour = colours(layout);
  const rotor = $('#rotor');
  const step = (2 * Math.PI) / segments;
  const r = 100;
  const parts = layout.map((m, i) => {
    // segment i spans clockwise from the top: angle 0 is 12 o'clock
    const a0 = i * step - Math.PI / 2;
    const a1 = a0 + step;
    const d = `M0 0 L${r * Math.cos(a0)} ${r * Math.sin(a0)} A${r} ${r} 0 0 1 ${r * Math.cos(a1)} ${r * Math.sin(a1)} Z`;
    return svg('path', { d, fill: colour.get(m), 'data-i': i });
  });
  rotor.replaceChildren(...parts, svg('circle', { r: 100, class: 'rim' }));
  const counts = new Map();
  for (const m of layout) counts.set(m, (counts.get(m) ?? 0) + 1);
  $('#legend').replaceChildren(
    ...[...counts.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([m, n]) =>
        el(
          'li',
          { 'data-m': m },
          el('span', { class: 'chip', 'data-c': colour.get(m) }),
          el('b', { text: times(m) }),
          el('small', { text: `${((n / segments) * 100).toFixed(n / segments < 0.1 ? 1 : 0)}%` }),
        ),
      ),
  );
  for (const chip of document.querySelectorAll('.chip')) chip.style.background = chip.dataset.c;
  $('#rtp').textContent =
    `${t('rtpOf')} ${(wheelRtp(risk, segments) * 100).toFixed(2)}% · ${t('houseEdge')} ${((1 - wheelRtp(risk, segments)) * 100).toFixed(2)}%`;
}

function settle(segment) {
  // the centre of `segment` under the pointer, a little off-centre so it looks natural, after 5 turns
  const a = 360 / segments;
  const jitter = (Math.random() - 0.5) * a * 0.6;
  const target = (((360 - (segment + 0.5) * a + jitter) % 360) + 360) % 360;
  const now = ((rotation % 360) + 360) % 360;
  rotation += 360 * 5 + ((target - now + 360) % 360);
  $('#rotor').style.transform = `rotate(${rotation}deg)`;
}

const wait = (ms) => new Promise((r) => setTimeout(r, ms));
const reduced = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

async function spin() {
  if (busy) return;
  const s = stake();
  if (!Number.isFinite(s) || s < session.minBet || s > session.maxStake) return toast(t('range'));
  busy = true;
  lock(true);
  $('#play').textContent = t('spinning');
  $('#win').textContent = '';
  const out = $('#wheel-result');
  out.className = 'wheel-result';
  out.textContent = '…';
  for (const p of document.querySelectorAll('.rotor path.hit, .legend li.hit')) p.classList.remove('hit');
  try {
    const result = await playRound('spin', { stake: s, risk, segments }, () => toast(t('network'), 'info'));
    const o = result.detail;
    settle(o.segment);
    await wait(reduced() ? 50 : 3500);
    $(`.rotor path[data-i="${o.segment}"]`)?.classList.add('hit');
    $(`.legend li[data-m="${o.multiplier}"]`)?.classList.add('hit');
    out.textContent = times(o.multiplier);
    out.className = `wheel-result ${o.multiplier > 0 ? 'win' : ''}`;
    setBalance(result.balance);
    const banner = $('#win');
    banner.className = result.payout > 0 ? 'win-banner' : 'win-banner lose';
    banner.textContent = result.payout > 0 ? `${t('youWin')} ${money(result.payout, session.currency)}` : t('noWin');
    history.unshift(o.multiplier);
    $('#history').replaceChildren(...history.slice(0, 24).map((m) => el('span', { class: m > 0 ? 'w' : 'l', text: times(m) })));
    fairness.refresh();
  } catch (err) {
    out.textContent = '—';
    toast(err.message);
    if (err.code === 'SESSION_EXPIRED') fatal(err);
  } finally {
    busy = false;
    lock(false);
    $('#play').textContent = t('spin');
  }
}

let riskGroup;
function lock(on) {
  $('#play').disabled = on;
  $('#segments').disabled = on;
  riskGroup.disabled = on;
}

function potential() {
  const s = stake?.();
  const top = Math.max(...wheelLayout(risk, segments));
  $('#play').title = Number.isFinite(s) ? `${t('max')} ${money(payoutOf(s, top), session.currency)}` : '';
}

async function start() {
  const started = await startPage();
  if (!started) return;
  ({ session, setBalance } = started);
  $('#loading').remove();
  $('#game').hidden = false;
  riskGroup = riskToggle($('#options'), risk, (r) => {
    risk = r;
    drawWheel();
    potential();
  });
  $('#options').prepend($('#options .toggle'));
  const select = $('#segments');
  select.append(...WHEEL_SEGMENTS.map((n) => el('option', { value: n, text: String(n) })));
  select.value = String(segments);
  select.addEventListener('change', () => {
    segments = Number(select.value);
    drawWheel();
    potential();
  });
  stake = stakeControls(session, potential);
  $('#play').addEventListener('click', spin);
  fairness = mountFairness({
    game: 'wheel',
    into: $('#fair-slot'),
    currency: session.currency,
    describe: (r) => `${times(r.outcome.multiplier)} · ${t('segment')} ${r.outcome.segment + 1}/${r.params.segments}`,
  });
  $('#fair-slot').prepend(el('p', { class: 'rtp-note', text: t('wheelHelp') }));
  drawWheel();
  potential();
}

start();
