import { $, el, fatal, money, playRound, startPage, t, toast } from '../common.js';
import { symbolArt, symbolNames } from './symbols.js';

const lineColours = ['#ffc83d', '#3ef0a5', '#ff5f7a', '#5fc8ff', '#d58bff', '#ff9f1c', '#b4ff5f', '#ff7ad9'];
const reduceMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;

let session;
let setBalance;
let betIndex = 0;
let spinning = false;
let auto = false;
let grid = [0, 1, 2, 3, 4].map(() => [0, 1, 2].map(() => symbolNames[2 + Math.floor(Math.random() * 10)]));

const reels = $('#reels');
const cell = (name) => el('div', { class: 'cell', 'data-symbol': name }, svg(name));
function svg(name) {
  const holder = document.createElement('span');
  holder.innerHTML = symbolArt[name];
  return holder.firstElementChild;
}

function drawReels() {
  reels.replaceChildren(...grid.map((col) => el('div', { class: 'reel' }, el('div', { class: 'strip' }, ...col.map(cell)))));
  reels.setAttribute('aria-label', grid.map((col) => col.join(' ')).join(', '));
}

function showBet() {
  const lineBet = session.lineBets[betIndex];
  $('#line-bet').textContent = money(lineBet, session.currency);
  $('#total-bet').textContent = money(lineBet * session.lines, session.currency);
  $('#bet-down').disabled = spinning || betIndex === 0;
  $('#bet-up').disabled = spinning || betIndex === session.lineBets.length - 1;
}

/** Rolls every reel down to its final three symbols, reel by reel. */
function animate(finalGrid) {
  if (reduceMotion) {
    grid = finalGrid;
    drawReels();
    return Promise.resolve();
  }
  const size = reels.querySelector('.cell').getBoundingClientRect().height;
  const done = [...reels.children].map((reel, r) => {
    const filler = Array.from({ length: 10 + r * 4 }, () => symbolNames[Math.floor(Math.random() * symbolNames.length)]);
    const names = [...finalGrid[r], ...filler, ...grid[r]];
    const strip = el('div', { class: 'strip' }, ...names.map(cell));
    reel.replaceChildren(strip);
    const distance = (names.length - 3) * size;
    strip.style.transform = `translateY(${-distance}px)`;
    return new Promise((resolve) => {
      requestAnimationFrame(() => {
        strip.style.transition = `transform ${650 + r * 170}ms cubic-bezier(0.2, 0.9, 0.3, 1.04)`;
        strip.style.transform = 'translateY(0)';
        strip.addEventListener('transitionend', resolve, { once: true });
        setTimeout(resolve, 1400 + r * 170);
      });
    });
  });
  return Promise.all(done).then(() => {
    grid = finalGrid;
    drawReels();
  });
}

function showWins(result) {
  const box = $('#lines');
  box.replaceChildren();
  const { wins } = result.detail;
  const w = box.clientWidth;
  const h = box.clientHeight;
  box.setAttribute('viewBox', `0 0 ${w} ${h}`);
  const colW = w / 5;
  const rowH = h / 3;
  wins.forEach((win, i) => {
    const shape = session.paylines[win.line - 1];
    const colour = lineColours[i % lineColours.length];
    const points = shape.map((row, reel) => `${(reel + 0.5) * colW},${(row + 0.5) * rowH}`).join(' ');
    const line = document.createElementNS('http://www.w3.org/2000/svg', 'polyline');
    line.setAttribute('points', points);
    line.setAttribute('stroke', colour);
    line.style.color = colour;
    box.append(line);
    shape.slice(0, win.count).forEach((row, reel) => reels.children[reel].querySelectorAll('.cell')[row]?.classList.add('hit'));
  });
  if (result.detail.scatters >= 3) {
    reels.querySelectorAll('[data-symbol="SCATTER"]').forEach((c) => c.classList.add('hit'));
  }
  const banner = $('#win');
  if (result.payout > 0) {
    banner.className = 'win-banner';
    banner.textContent = `${t('youWin')} ${money(result.payout, session.currency)}`;
  } else {
    banner.className = 'win-banner lose';
    banner.textContent = t('noWin');
  }
  if (result.jackpotWin > 0) {
    // the progressive pool is paid next to the line wins (same round, same settle)
    banner.className = 'win-banner jackpot';
    banner.textContent = `${t('jackpotWin')} ${money(result.jackpotWin, session.currency)}`;
  }
  $('#last-win').textContent = money(result.payout + (result.jackpotWin ?? 0), session.currency);
}

async function spin() {
  if (spinning) return;
  spinning = true;
  $('#spin').disabled = true;
  $('#spin').textContent = t('spinning');
  $('#lines').replaceChildren();
  $('#win').textContent = '';
  showBet();
  reels.classList.add('waiting');
  try {
    const result = await playRound('spin', { lineBet: session.lineBets[betIndex] }, () => toast(t('network'), 'info'));
    reels.classList.remove('waiting');
    await animate(result.detail.grid);
    setBalance(result.balance);
    showWins(result);
  } catch (err) {
    reels.classList.remove('waiting');
    auto = false;
    toast(err.message);
    if (err.code === 'SESSION_EXPIRED') fatal(err);
  } finally {
    spinning = false;
    $('#spin').disabled = false;
    $('#spin').textContent = t('spin');
    $('#auto').setAttribute('aria-pressed', String(auto));
    $('#auto').textContent = auto ? t('stop') : t('auto');
    showBet();
    if (auto) setTimeout(spin, 700);
  }
}

function paytable() {
  const body = $('#paytable-body');
  body.replaceChildren(
    ...symbolNames.map((name) => {
      const pays = session.paytable[name];
      const text =
        name === 'WILD'
          ? `${t('wild')} 5× ${pays[5]} · 4× ${pays[4]} · 3× ${pays[3]}`
          : name === 'SCATTER'
            ? `${t('scatter')} 5× ${pays[5]} · 4× ${pays[4]} · 3× ${pays[3]}`
            : `5× ${pays[5]} · 4× ${pays[4]} · 3× ${pays[3]}`;
      return el('div', { class: 'row' }, svg(name), el('small', { text }));
    }),
  );
  $('#paytable').showModal();
}

async function start() {
  const started = await startPage();
  if (!started) return;
  ({ session, setBalance } = started);
  betIndex = Math.max(
    0,
    session.lineBets.findIndex((b) => b * session.lines >= session.minBet),
  );
  $('#lines-count').textContent = String(session.lines);
  $('#loading').remove();
  $('#game').hidden = false;
  drawReels();
  showBet();
  $('#bet-down').addEventListener('click', () => {
    betIndex = Math.max(0, betIndex - 1);
    showBet();
  });
  $('#bet-up').addEventListener('click', () => {
    betIndex = Math.min(session.lineBets.length - 1, betIndex + 1);
    showBet();
  });
  $('#spin').addEventListener('click', spin);
  $('#auto').addEventListener('click', () => {
    auto = !auto;
    $('#auto').setAttribute('aria-pressed', String(auto));
    $('#auto').textContent = auto ? t('stop') : t('auto');
    if (auto) spin();
  });
  $('#paytable-open').addEventListener('click', paytable);
  document.addEventListener('keydown', (e) => {
    if (e.code === 'Space' && e.target === document.body) {
      e.preventDefault();
      spin();
    }
  });
}

start();
