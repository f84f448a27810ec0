import { $, addTexts, apiGet, el, fatal, money, playRound, startPage, t, toast } from '../common.js';
import { ballOrder, seedHash } from './order.js';
import { bingoTexts } from './texts.js';

addTexts(bingoTexts);

// Shared 75-ball draws: the server runs the draw (seed committed before sales, balls revealed one by
// one, settlement by its job); the page polls the draw, shows the board and the member's cards, and
// daubs them. Buying is a round (retried with the same id on a network failure, never charged twice).

const LETTERS = ['B', 'I', 'N', 'G', 'O'];
const LINES = [
  ...[0, 1, 2, 3, 4].map((r) => [0, 1, 2, 3, 4].map((c) => r * 5 + c)),
  ...[0, 1, 2, 3, 4].map((c) => [0, 1, 2, 3, 4].map((r) => r * 5 + c)),
  [0, 6, 12, 18, 24],
  [4, 8, 12, 16, 20],
];

let session;
let setBalance;
let state = null;
let offset = 0;
let count = 1;
let buying = false;
let shownBalance = null;
let pollTimer = 0;
/** Manual daubs per draw and card: `${seq}:${cardNo}` → Set of cell indexes. */
const daubs = new Map();
let boardCells = new Map();
let lastCount = 0;
let renderedSeq = null;

const letterOf = (n) => LETTERS[Math.floor((n - 1) / 15)];
const colClass = (n) => `col-${letterOf(n).toLowerCase()}`;
const serverNow = () => Date.now() + offset;
const autoDaub = () => $('#auto-daub').checked;

function buildBoard() {
  const board = $('#board');
  boardCells = new Map();
  for (let c = 0; c < 5; c++) {
    board.append(el('span', { class: 'letter', text: LETTERS[c] }));
    for (let i = 1; i <= 15; i++) {
      const n = c * 15 + i;
      const cell = el('span', { class: `n ${colClass(n)}`, text: String(n) });
      boardCells.set(n, cell);
      board.append(cell);
    }
  }
}

function fmtTime(ms) {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

function tick() {
  if (!state) return;
  const d = state.draw;
  const now = serverNow();
  let label;
  let left;
  let span;
  if (now < d.closesAt) {
    label = t('closesIn');
    left = d.closesAt - now;
    span = state.buyMs;
  } else if (now < d.endsAt) {
    label = t('endsIn');
    left = d.endsAt - now;
    span = d.endsAt - d.closesAt;
  } else {
    label = t('nextIn');
    left = d.opensAt + state.cycleMs - now;
    span = d.opensAt + state.cycleMs - d.endsAt;
  }
  $('#countdown-label').textContent = label;
  $('#countdown').textContent = fmtTime(left);
  $('#progress').style.width = `${Math.min(100, Math.max(0, (1 - left / span) * 100))}%`;
  const open = now < d.closesAt;
  $('#buy').disabled = buying || !open || d.cards.length >= state.maxCards;
  $('#fewer').disabled = count <= 1;
  $('#more').disabled = count >= Math.max(1, state.maxCards - d.cards.length);
  // a phase boundary passed: ask at once instead of waiting for the next poll
  if ((d.phase === 'buying' && !open) || (d.phase === 'drawing' && now >= d.endsAt) || (d.phase === 'ended' && left <= 0))
    schedule(150);
}

function marked(seq, card, drawn) {
  const manual = daubs.get(`${seq}:${card.cardNo}`) ?? new Set();
  return card.numbers.map((n, i) => n === 0 || (drawn.has(n) && (autoDaub() || manual.has(i))));
}

function renderCards() {
  const d = state.draw;
  const drawn = new Set(d.balls);
  $('#no-cards').hidden = d.cards.length > 0;
  $('#no-cards').textContent = d.phase === 'buying' ? t('noCards') : t('salesClosed');
  const box = $('#cards');
  box.replaceChildren(
    ...d.cards.map((card) => {
      const marks = marked(d.seq, card, drawn);
      const missing = Math.min(...LINES.map((l) => l.filter((i) => !marks[i]).length));
      const winLines = LINES.filter((l) => l.every((i) => marks[i]));
      const full = marks.every(Boolean);
      const grid = el(
        'div',
        { class: 'grid' },
        ...LETTERS.map((l) => el('span', { class: 'head', text: l, 'aria-hidden': 'true' })),
      );
      card.numbers.forEach((n, i) => {
        if (n === 0) {
          grid.append(
            el('button', {
              type: 'button',
              class: 'free',
              'aria-pressed': 'true',
              disabled: '',
              'aria-label': t('free'),
              text: '★',
            }),
          );
          return;
        }
        const called = drawn.has(n);
        const cls = [called && !marks[i] ? 'called' : '', winLines.some((l) => l.includes(i)) ? 'winline' : ''].join(' ');
        const b = el('button', {
          type: 'button',
          class: cls,
          'aria-pressed': String(marks[i]),
          'aria-label': `${letterOf(n)} ${n}`,
          text: String(n),
        });
        b.addEventListener('click', () => {
          if (!called || autoDaub()) return;
          const key = `${d.seq}:${card.cardNo}`;
          const set = daubs.get(key) ?? new Set();
          set.add(i);
          daubs.set(key, set);
          renderCards();
        });
        grid.append(b);
      });
      const note = full ? t('fullHouse') : winLines.length ? t('line') : d.balls.length ? `${missing} ${t('toGo')}` : '';
      return el(
        'article',
        { class: `card${winLines.length ? ' won' : ''}`, 'aria-label': `${t('card')} ${card.cardNo}` },
        el('header', {}, el('span', { text: `${t('card')} ${card.cardNo}` }), el('strong', { text: note })),
        grid,
      );
    }),
  );
}

function renderBalls() {
  const balls = state.draw.balls;
  const on = new Set(balls);
  for (const [n, cell] of boardCells) {
    cell.classList.toggle('on', on.has(n));
    cell.classList.toggle('latest', n === balls.at(-1));
  }
  const last = $('#last-ball');
  const lastBall = balls.at(-1);
  last.className = `ball big ${lastBall ? colClass(lastBall) : ''}`;
  last.textContent = lastBall ? `${letterOf(lastBall)}${lastBall}` : '—';
  if (balls.length > lastCount && lastBall) {
    void last.offsetWidth;
    last.classList.add('pop');
  }
  lastCount = balls.length;
  $('#recent').replaceChildren(
    ...balls
      .slice(-6, -1)
      .reverse()
      .map((n) => el('span', { class: `ball ${colClass(n)}`, text: String(n) })),
  );
}

async function renderResult() {
  const p = state.previous;
  $('#result').hidden = !p;
  if (!p) return;
  const cur = session.currency;
  const line = (name, x) =>
    `${name}: ${t('onBall')} ${x.ball} · ${t('winners')}: ${x.winners} · ${money(x.prize, cur)} ${t('each')}`;
  $('#result-line').textContent = p.line.winners ? line(t('line'), p.line) : t('noSales');
  $('#result-full').textContent = p.full.winners ? line(t('fullHouse'), p.full) : '';
  $('#result-win').textContent = p.cards.length ? `${t('yourWin')}: ${money(p.myWin, cur)}` : '';
  $('#result-seed').textContent = `${p.seed}\nSHA-256: ${p.seedHash}`;
  // the player's own check, in his browser: the revealed seed against the hash shown before the draw,
  // and the ball order recomputed from the seed against the balls that were drawn
  const hashOk = (await seedHash(p.seed)) === p.seedHash;
  const orderOk = hashOk && (await ballOrder(p.seed, p.nodeId, p.seq)).join(',') === p.balls.join(',');
  const verify = $('#result-verify');
  verify.textContent = !hashOk ? `✗ ${t('notVerified')}` : orderOk ? `✓ ${t('orderVerified')}` : `✗ ${t('orderNotVerified')}`;
  verify.className = `verify ${hashOk && orderOk ? 'ok' : 'bad'}`;
}

function render() {
  const d = state.draw;
  if (renderedSeq !== d.seq) {
    renderedSeq = d.seq;
    lastCount = 0;
    count = 1;
  }
  $('#seq').textContent = String(d.seq);
  $('#phase').textContent = { buying: t('phaseBuying'), drawing: t('phaseDrawing'), ended: t('phaseEnded') }[d.phase];
  $('#line-pool').textContent = money(d.pools.line, session.currency);
  $('#full-pool').textContent = money(d.pools.full, session.currency);
  $('#sold').textContent = String(d.sold);
  $('#seed-hash').textContent = d.seedHash;
  $('#count').textContent = String(count);
  $('#price-label').textContent = `${money(state.price, session.currency)} ${t('perCard')}`;
  $('#total').textContent = money(state.price * count, session.currency);
  renderBalls();
  renderCards();
  void renderResult();
  if (shownBalance !== state.balance) {
    shownBalance = state.balance;
    setBalance(state.balance);
  }
  tick();
}

function schedule(ms) {
  clearTimeout(pollTimer);
  pollTimer = setTimeout(poll, ms);
}

async function poll() {
  try {
    const next = await apiGet('state');
    offset = next.now - Date.now();
    state = next;
    render();
    schedule(state.draw.phase === 'drawing' ? 800 : 2500);
  } catch (err) {
    if (err.code === 'SESSION_EXPIRED' || err.code === 'GAME_NOT_FOUND') return fatal(err);
    schedule(4000);
  }
}

async function buy() {
  if (buying || !state) return;
  buying = true;
  $('#buy').textContent = t('buyingNow');
  tick();
  try {
    const r = await playRound('buy', { cards: count }, () => toast(t('network'), 'info'));
    shownBalance = r.balance;
    setBalance(r.balance);
    toast(`${t('bought')}: ${r.cards.length}`, 'info');
    await poll();
  } catch (err) {
    const known = { BINGO_CLOSED: t('salesClosed'), BINGO_CARD_LIMIT: t('cardLimit') }[err.code];
    toast(known ?? err.message);
    if (err.code === 'SESSION_EXPIRED') fatal(err);
    void poll();
  } finally {
    buying = false;
    $('#buy').textContent = t('buy');
    tick();
  }
}

async function start() {
  const started = await startPage();
  if (!started) return;
  ({ session, setBalance } = started);
  buildBoard();
  $('#fewer').addEventListener('click', () => {
    count = Math.max(1, count - 1);
    render();
  });
  $('#more').addEventListener('click', () => {
    count = Math.min(state.maxCards - state.draw.cards.length, count + 1);
    render();
  });
  $('#buy').addEventListener('click', buy);
  $('#auto-daub').addEventListener('change', () => state && renderCards());
  try {
    state = await apiGet('state');
  } catch (err) {
    fatal(err);
    return;
  }
  offset = state.now - Date.now();
  $('#loading').remove();
  $('#game').hidden = false;
  render();
  schedule(2500);
  setInterval(tick, 250);
  document.addEventListener('visibilitychange', () => !document.hidden && schedule(0));
}

start();
