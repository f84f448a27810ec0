import { $, addTexts, el, fatal, money, playRound, startPage, t, toast } from '../common.js';
import { scratchTexts } from './texts.js';

addTexts(scratchTexts);

let session;
let setBalance;
let stakeIndex = 0;
let busy = false;
/** The bought card until every cell is revealed: { result, revealed: boolean[] }. */
let card = null;
let scratching = false;

const fill = (text, values) => Object.entries(values).reduce((s, [k, v]) => s.replace(`{${k}}`, v), text);
const stake = () => session.stakes[stakeIndex];

function cellLabel(i) {
  if (!card || !card.revealed[i]) return fill(t('hidden'), { n: i + 1 });
  return fill(t('shows'), { n: i + 1, amount: money(card.result.detail.cells[i] * card.result.stake, session.currency) });
}

function renderCard() {
  const box = $('#card');
  const label = $('#card-label');
  const cells = Array.from({ length: 9 }, (_, i) => {
    const revealed = card?.revealed[i] ?? false;
    const amount = card ? money(card.result.detail.cells[i] * card.result.stake, session.currency) : '';
    const done = card && card.revealed.every(Boolean);
    const winning = done && card.result.detail.winning.includes(i);
    const button = el(
      'button',
      {
        type: 'button',
        class: `cell${revealed ? ' revealed' : ''}${winning ? ' winning' : ''}`,
        'aria-label': cellLabel(i),
        'data-index': String(i),
      },
      el('span', { class: 'amount', 'aria-hidden': 'true', text: amount }),
      el('span', { class: 'foil', 'aria-hidden': 'true' }),
    );
    button.disabled = !card || revealed;
    button.addEventListener('click', () => reveal(i));
    // a pressed pointer scratches every cell it passes over
    button.addEventListener('pointerdown', (e) => {
      scratching = true;
      // touch captures the pointer to the first cell: release it so the others see it pass
      if (button.hasPointerCapture?.(e.pointerId)) button.releasePointerCapture(e.pointerId);
      reveal(i);
    });
    button.addEventListener('pointerenter', () => scratching && reveal(i));
    return button;
  });
  box.replaceChildren(label, ...cells);
}

function reveal(i) {
  if (!card || card.revealed[i]) return;
  card.revealed[i] = true;
  const b = document.querySelector(`#card .cell[data-index="${i}"]`);
  b.classList.add('revealed');
  b.disabled = true;
  b.setAttribute('aria-label', cellLabel(i));
  if (card.revealed.every(Boolean)) finish();
}

function revealAll() {
  if (!card) return;
  card.revealed = card.revealed.map(() => true);
  finish();
}

function finish() {
  const { result } = card;
  renderCard();
  setBalance(result.balance);
  const banner = $('#win');
  if (result.payout > 0) {
    banner.className = 'win-banner';
    banner.textContent = `${t('youWin')} ${money(result.payout, session.currency)}`;
  } else {
    banner.className = 'win-banner lose';
    banner.textContent = t('noWin');
  }
  card = { ...card, finished: true };
  refresh();
  $('#buy').focus();
}

function refresh() {
  const open = card && !card.finished;
  $('#stake').textContent = money(stake(), session.currency);
  $('#top-prize').textContent = money(session.prizes.at(-1).multiplier * stake(), session.currency);
  $('#bet-down').disabled = busy || open || stakeIndex === 0;
  $('#bet-up').disabled = busy || open || stakeIndex === session.stakes.length - 1;
  const buy = $('#buy');
  buy.disabled = busy || open;
  buy.textContent = busy ? t('buying') : t('buy');
  $('#reveal').hidden = !open;
}

async function buy() {
  if (busy || (card && !card.finished)) return;
  busy = true;
  card = null;
  $('#win').textContent = '';
  renderCard();
  refresh();
  try {
    const result = await playRound('buy', { stake: stake() }, () => toast(t('network'), 'info'));
    // the stake is taken and any win paid already; the balance shows once the card is revealed
    card = { result, revealed: Array(9).fill(false), finished: false };
    renderCard();
    $('#win').className = 'win-banner lose';
    $('#win').textContent = t('scratchHint');
  } catch (err) {
    toast(err.message);
    if (err.code === 'SESSION_EXPIRED') fatal(err);
  } finally {
    busy = false;
    refresh();
  }
}

function renderPrizes() {
  $('#prizes-body').replaceChildren(
    ...[...session.prizes]
      .reverse()
      .map((p) =>
        el(
          'tr',
          {},
          el('td', { text: `${money(p.multiplier * stake(), session.currency)} (${p.multiplier}×)` }),
          el('td', { text: fill(t('oneIn'), { n: Math.round(1 / p.chance).toLocaleString('en-US') }) }),
        ),
      ),
  );
  $('#scratch-rtp').textContent = fill(t('scratchRtp'), {
    rtp: (session.rtp * 100).toFixed(2),
    hit: (session.hitRate * 100).toFixed(1),
  });
}

async function start() {
  const started = await startPage();
  if (!started) return;
  ({ session, setBalance } = started);
  $('#loading').remove();
  $('#game').hidden = false;
  $('#bet-down').addEventListener('click', () => {
    stakeIndex = Math.max(0, stakeIndex - 1);
    refresh();
  });
  $('#bet-up').addEventListener('click', () => {
    stakeIndex = Math.min(session.stakes.length - 1, stakeIndex + 1);
    refresh();
  });
  $('#buy').addEventListener('click', buy);
  $('#reveal').addEventListener('click', revealAll);
  $('#prizes-open').addEventListener('click', () => {
    renderPrizes();
    $('#prizes').showModal();
  });
  document.addEventListener('pointerup', () => (scratching = false));
  document.addEventListener('pointercancel', () => (scratching = false));
  renderCard();
  refresh();
}

start();
