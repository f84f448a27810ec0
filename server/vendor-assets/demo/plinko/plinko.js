import { $, addTexts, el, fatal, money, playRound, startPage, t, toast } from '../common.js';
import { PLINKO_ROWS, plinkoChance, plinkoRtp, plinkoTable } from '../fair/fair.js';
import { mountFairness, riskToggle, stakeControls, times } from '../fair/fair-ui.js';
import { fairTexts } from '../fair/texts.js';
import { plinkoTexts } from './texts.js';

addTexts(fairTexts);
addTexts(plinkoTexts);

let session;
let setBalance;
let stake;
let fairness;
let riskGroup;
let risk = 'medium';
let rows = 12;
let busy = false;
let ball = null;
const history = [];

const canvas = $('#board');
const ctx = canvas.getContext('2d');

/** Board geometry in CSS pixels: peg spacing, the first row's height, the row height. */
function geometry() {
  const w = canvas.clientWidth;
  const h = canvas.clientHeight;
  const dx = w / (rows + 2);
  const top = h * 0.06;
  const dy = (h - top - dx * 0.4) / rows;
  return { w, h, dx, dy, top, cx: w / 2 };
}
/** x of the ball after `rights` rights among `done` rows; a slot's centre when done = rows. */
const ballX = (g, rights, done) => g.cx + (rights - done / 2) * g.dx;

/** Slot colours: the middle cool, the edges hot. */
function slotColour(k) {
  const d = Math.abs(k - rows / 2) / (rows / 2);
  const hue = 50 - d * 50; // 50 (yellow) in the middle … 0 (red) at the edges
  return `hsl(${hue} 100% ${62 - d * 8}%)`;
}

function resize() {
  const dpr = window.devicePixelRatio || 1;
  canvas.width = Math.round(canvas.clientWidth * dpr);
  canvas.height = Math.round(canvas.clientHeight * dpr);
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  draw();
}

function draw() {
  const g = geometry();
  ctx.clearRect(0, 0, g.w, g.h);
  const r = Math.max(2, g.dx * 0.1);
  for (let row = 0; row < rows; row++) {
    const y = g.top + row * g.dy;
    for (let i = 0; i < row + 3; i++) {
      const x = g.cx + (i - (row + 2) / 2) * g.dx;
      ctx.beginPath();
      ctx.arc(x, y, r, 0, Math.PI * 2);
      ctx.fillStyle = ball && ball.lit === `${row}:${i}` ? '#ffc83d' : 'rgba(244, 241, 255, 0.85)';
      ctx.fill();
    }
  }
  if (ball) {
    ctx.beginPath();
    ctx.arc(ball.x, ball.y, Math.max(4, g.dx * 0.22), 0, Math.PI * 2);
    const grad = ctx.createRadialGradient(ball.x - 2, ball.y - 2, 1, ball.x, ball.y, g.dx * 0.22);
    grad.addColorStop(0, '#fff6c9');
    grad.addColorStop(1, '#ff9f1c');
    ctx.fillStyle = grad;
    ctx.shadowColor = 'rgba(255, 200, 61, 0.8)';
    ctx.shadowBlur = 12;
    ctx.fill();
    ctx.shadowBlur = 0;
  }
}

function drawSlots(hit = -1) {
  const table = plinkoTable(rows, risk);
  $('#slots').replaceChildren(
    ...table.map((m, k) => {
      const span = el('span', {
        class: k === hit ? 'hit' : '',
        text: `${m / 100}×`,
        title: `${times(m)} · ${(plinkoChance(rows, k) * 100).toFixed(3)}%`,
      });
      span.style.background = slotColour(k);
      return span;
    }),
  );
  const rtp = plinkoRtp(rows, risk);
  $('#rtp').textContent = `${t('rtpOf')} ${(rtp * 100).toFixed(2)}% · ${t('houseEdge')} ${((1 - rtp) * 100).toFixed(2)}%`;
}

/** Animates the ball down its path (one bounce per row); resolves when it lands. */
function animate(path) {
  const perRow = matchMedia('(prefers-reduced-motion: reduce)').matches ? 1 : 120;
  return new Promise((resolve) => {
    const t0 = performance.now();
    const frame = () => {
      const g = geometry();
      // rows done, fractional (the clock read here: a frame's own timestamp may predate t0)
      const progress = Math.max(0, (performance.now() - t0) / perRow);
      const row = Math.min(rows, Math.floor(progress));
      const f = Math.min(1, progress - row);
      const rightsBefore = path.slice(0, row).reduce((a, b) => a + b, 0);
      if (row >= rows) {
        ball = { x: ballX(g, rightsBefore, rows), y: g.top + (rows - 0.5) * g.dy + g.dx * 0.3 };
        draw();
        resolve();
        return;
      }
      const x0 = ballX(g, rightsBefore, row);
      const x1 = ballX(g, rightsBefore + path[row], row + 1);
      const yPeg = g.top + row * g.dy - g.dx * 0.25;
      // a small hop off the peg, then a fall to the next row
      const y = yPeg - Math.sin(f * Math.PI) * g.dy * 0.35 + f * g.dy;
      ball = { x: x0 + (x1 - x0) * f, y, lit: f < 0.3 ? `${row}:${rightsBefore + 1}` : '' };
      draw();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

async function drop() {
  if (busy) return;
  const s = stake();
  if (!Number.isFinite(s) || s < session.minBet || s > session.maxStake) return toast(t('range'));
  busy = true;
  lock(true);
  $('#play').textContent = t('dropping');
  $('#win').textContent = '';
  try {
    const result = await playRound('drop', { stake: s, rows, risk }, () => toast(t('network'), 'info'));
    const o = result.detail;
    await animate(o.path);
    drawSlots(o.slot);
    $('#plinko-result').textContent = `${t('landedSlot')} ${o.slot + 1}: ${times(o.multiplier)}`;
    setBalance(result.balance);
    const banner = $('#win');
    banner.className = result.payout > 0 ? 'win-banner' : 'win-banner lose';
    banner.textContent =
      result.payout > 0 ? `${t('youWin')} ${money(result.payout, session.currency)} · ${times(o.multiplier)}` : t('noWin');
    history.unshift(o.multiplier);
    $('#history').replaceChildren(
      ...history.slice(0, 24).map((m) => el('span', { class: m >= 100 ? 'w' : 'l', text: times(m) })),
    );
    fairness.refresh();
  } catch (err) {
    toast(err.message);
    if (err.code === 'SESSION_EXPIRED') fatal(err);
  } finally {
    busy = false;
    lock(false);
    $('#play').textContent = t('drop');
  }
}

function lock(on) {
  $('#play').disabled = on;
  $('#rows').disabled = on;
  riskGroup.disabled = on;
}

function reconfigure() {
  ball = null;
  drawSlots();
  draw();
}

async function start() {
  const started = await startPage();
  if (!started) return;
  ({ session, setBalance } = started);
  $('#loading').remove();
  $('#game').hidden = false;
  riskGroup = riskToggle($('#options'), risk, (r) => {
    risk = r;
    reconfigure();
  });
  $('#options').prepend($('#options .toggle'));
  const select = $('#rows');
  select.append(...PLINKO_ROWS.map((n) => el('option', { value: n, text: String(n) })));
  select.value = String(rows);
  select.addEventListener('change', () => {
    rows = Number(select.value);
    reconfigure();
  });
  stake = stakeControls(session);
  $('#play').addEventListener('click', drop);
  fairness = mountFairness({
    game: 'plinko',
    into: $('#fair-slot'),
    currency: session.currency,
    describe: (r) => `${times(r.outcome.multiplier)} · ${t('slot')} ${r.outcome.slot + 1}/${r.params.rows + 1}`,
  });
  $('#fair-slot').prepend(el('p', { class: 'rtp-note', text: t('plinkoHelp') }));
  new ResizeObserver(resize).observe(canvas);
  drawSlots();
  resize();
}

start();
