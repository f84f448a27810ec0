import { $, addTexts, el, fatal, money, newRoundId, playRound, startPage, t, toast } from '../common.js';
import { scratchTexts } from './texts.js';

addTexts(scratchTexts);

/**
 * A card is a round in two requests: the buy takes the stake and answers the nine cells, drawn under
 * the foil; the reveal, sent once every cell is scratched (or Reveal all), pays the win. The win is
 * credited only then, so the site's header (which shows every posting) cannot spoil the card.
 */
const OPEN_KEY = `scratch-open:${location.pathname}`;

let session;
let setBalance;
let stakeIndex = 0;
let busy = false;
/**
 * The bought card: { roundId, stake, cells, revealed: boolean[], settling, finished, winning }.
 * `winning` (the cells that pay) comes with the reveal's answer.
 */
let card = null;
let scratching = false;

const fill = (text, values) => Object.entries(values).reduce((s, [k, v]) => s.replace(`{${k}}`, v), text);
const stake = () => session.stakes[stakeIndex];
const amountOf = (i) => money(card.cells[i] * card.stake, session.currency);

function cellLabel(i) {
  if (!card || !card.revealed[i]) return fill(t('hidden'), { n: i + 1 });
  return fill(t('shows'), { n: i + 1, amount: amountOf(i) });
}

function renderCard() {
  const box = $('#card');
  const label = $('#card-label');
  const cells = Array.from({ length: 9 }, (_, i) => {
    const revealed = card?.revealed[i] ?? false;
    const winning = card?.finished && card.winning.includes(i);
    const button = el(
      'button',
      {
        type: 'button',
        class: `cell${revealed ? ' revealed' : ''}${winning ? ' winning' : ''}`,
        'aria-label': cellLabel(i),
        'data-index': String(i),
      },
      el('span', { class: 'amount', 'aria-hidden': 'true', text: card ? amountOf(i) : '' }),
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
  if (!card || card.finished || card.revealed[i]) return;
  card.revealed[i] = true;
  const b = document.querySelector(`#card .cell[data-index="${i}"]`);
  b.classList.add('revealed');
  b.disabled = true;
  b.setAttribute('aria-label', cellLabel(i));
  if (card.revealed.every(Boolean)) settle();
}

function revealAll() {
  if (!card || card.finished) return;
  card.revealed = card.revealed.map(() => true);
  renderCard();
  settle();
}

function failed(err) {
  toast(err.message);
  if (err.code === 'SESSION_EXPIRED') fatal(err);
  if (err.code === 'ROUND_CLOSED' || err.code === 'ROUND_NOT_FOUND') {
    // the server has no open card by this id any more: start afresh
    sessionStorage.removeItem(OPEN_KEY);
    card = null;
    $('#win').textContent = '';
    renderCard();
  }
}

/** Asks for the card's payout once it is all scratched; the balance and the message follow the answer. */
async function settle() {
  if (!card || card.settling || card.finished) return;
  card.settling = true;
  $('#win').className = 'win-banner lose';
  $('#win').textContent = '';
  refresh();
  try {
    const result = await playRound('reveal', {}, () => toast(t('network'), 'info'), card.roundId);
    sessionStorage.removeItem(OPEN_KEY);
    finish(result);
  } catch (err) {
    // a network failure keeps the card open: Reveal all asks again (the server pays once)
    if (card) card.settling = false;
    failed(err);
  } finally {
    refresh();
  }
}

/** Shows how the card ended: `result` is the reveal's answer (payout, balance, detail). */
function finish(result) {
  card = { ...card, revealed: card.revealed.map(() => true), winning: result.detail.winning, settling: false, finished: true };
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
  const revealButton = $('#reveal');
  revealButton.hidden = !open;
  revealButton.disabled = Boolean(card?.settling);
  revealButton.textContent = card?.settling ? t('revealing') : t('revealAll');
}

/** Buys a card, or (a reload with a card still open) asks for the same one again: the server answers it unchanged. */
async function buy(roundId = newRoundId(), price = stake()) {
  if (busy || (card && !card.finished)) return;
  busy = true;
  card = null;
  $('#win').textContent = '';
  renderCard();
  refresh();
  sessionStorage.setItem(OPEN_KEY, JSON.stringify({ roundId, stake: price }));
  try {
    const result = await playRound('buy', { stake: price }, () => toast(t('network'), 'info'), roundId);
    card = {
      roundId,
      stake: result.stake,
      cells: result.cells,
      revealed: Array(9).fill(false),
      settling: false,
      finished: false,
    };
    if (result.status === 'settled' && result.outcome) {
      // a reloaded page whose card was revealed meanwhile (by another tab, or the sweeper): show how it ended
      sessionStorage.removeItem(OPEN_KEY);
      finish({ payout: result.payout, balance: result.balance, detail: result.outcome });
      return;
    }
    // the stake is taken; any win is paid by the reveal, once the card is scratched
    setBalance(result.balance);
    renderCard();
    $('#win').className = 'win-banner lose';
    $('#win').textContent = t('scratchHint');
  } catch (err) {
    sessionStorage.removeItem(OPEN_KEY);
    failed(err);
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
  $('#buy').addEventListener('click', () => buy());
  $('#reveal').addEventListener('click', revealAll);
  $('#prizes-open').addEventListener('click', () => {
    renderPrizes();
    $('#prizes').showModal();
  });
  document.addEventListener('pointerup', () => (scratching = false));
  document.addEventListener('pointercancel', () => (scratching = false));
  renderCard();
  refresh();
  // a card bought before a reload is still open on the server: asking for the same buy shows it again
  const open = JSON.parse(sessionStorage.getItem(OPEN_KEY) ?? 'null');
  if (open && session.stakes.includes(open.stake)) {
    stakeIndex = session.stakes.indexOf(open.stake);
    await buy(open.roundId, open.stake);
  }
}

start();
