import { $, addTexts, el, fatal, money, newRoundId, playRound, startPage, t, toast } from '../common.js';
import { pokerTexts } from './texts.js';

addTexts(pokerTexts);

const hands = [
  'ROYAL_FLUSH',
  'STRAIGHT_FLUSH',
  'FOUR_OF_A_KIND',
  'FULL_HOUSE',
  'FLUSH',
  'STRAIGHT',
  'THREE_OF_A_KIND',
  'TWO_PAIR',
  'JACKS_OR_BETTER',
];
const rankText = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const suitGlyph = ['♠', '♥', '♦', '♣'];
const suitKey = ['spades', 'hearts', 'diamonds', 'clubs'];
const faceKey = { 9: 'jack', 10: 'queen', 11: 'king', 12: 'ace' };
const reduceMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
// an open hand survives a reload: its id and stake are kept for this tab only
const OPEN_KEY = `poker-open:${location.pathname}`;

let session;
let setBalance;
let stakeIndex = 0;
/** 'idle' (deal next) or 'dealt' (draw next). */
let phase = 'idle';
let busy = false;
let round = null; // { roundId, stake }
let cards = [null, null, null, null, null];
let hold = [false, false, false, false, false];

const cardName = (c) =>
  t('cardOf')
    .replace('{rank}', faceKey[c % 13] ? t(faceKey[c % 13]) : rankText[c % 13])
    .replace('{suit}', t(suitKey[Math.floor(c / 13)]));

function cardFace(c) {
  if (c === null) return el('span', { class: 'back', 'aria-hidden': 'true' });
  const suit = Math.floor(c / 13);
  const rank = rankText[c % 13];
  return el(
    'span',
    { class: `face ${suit === 1 || suit === 2 ? 'red' : 'black'}`, 'aria-hidden': 'true' },
    el('span', { class: 'corner', text: `${rank}${suitGlyph[suit]}` }),
    el('span', { class: 'pip', text: suitGlyph[suit] }),
    el('span', { class: 'corner flip', text: `${rank}${suitGlyph[suit]}` }),
  );
}

function renderHand(animate = false) {
  const box = $('#hand');
  const label = $('#hand-label');
  box.replaceChildren(
    label,
    ...cards.map((c, i) => {
      const held = hold[i];
      const button = el(
        'button',
        {
          type: 'button',
          class: `card${held ? ' held' : ''}${animate && !held ? ' deal-in' : ''}`,
          'aria-pressed': String(held),
          'aria-label': c === null ? `${i + 1}` : `${i + 1}: ${cardName(c)}, ${held ? t('held') : t('hold')}`,
          'data-index': String(i),
        },
        cardFace(c),
        el('span', { class: 'tag', 'aria-hidden': 'true', text: held ? t('held') : t('hold') }),
      );
      button.style.setProperty('--i', String(i));
      button.disabled = phase !== 'dealt' || busy;
      button.addEventListener('click', () => toggle(i));
      return button;
    }),
  );
}

function renderPaytable(winning) {
  $('#paytable-body').replaceChildren(
    ...hands.map((h) =>
      el(
        'tr',
        { class: h === winning ? 'hit' : '', ...(h === winning ? { 'aria-current': 'true' } : {}) },
        el('th', { scope: 'row', text: t(h) }),
        el('td', { text: `${session.paytable[h]}×` }),
        el('td', { class: 'amount', text: money(session.paytable[h] * currentStake(), session.currency) }),
      ),
    ),
  );
}

const currentStake = () => (round && phase === 'dealt' ? round.stake : session.stakes[stakeIndex]);

function refresh() {
  $('#stake').textContent = money(currentStake(), session.currency);
  const locked = busy || phase === 'dealt';
  $('#bet-down').disabled = locked || stakeIndex === 0;
  $('#bet-up').disabled = locked || stakeIndex === session.stakes.length - 1;
  const deal = $('#deal');
  deal.disabled = busy;
  deal.textContent = busy ? t(phase === 'dealt' ? 'drawing' : 'dealing') : t(phase === 'dealt' ? 'draw' : 'deal');
  $('#hint').textContent = phase === 'dealt' ? t('holdHint') : t('dealHint');
  for (const b of document.querySelectorAll('#hand .card')) b.disabled = phase !== 'dealt' || busy;
}

function toggle(i) {
  if (phase !== 'dealt' || busy) return;
  hold[i] = !hold[i];
  const b = document.querySelector(`#hand .card[data-index="${i}"]`);
  b.classList.toggle('held', hold[i]);
  b.setAttribute('aria-pressed', String(hold[i]));
  b.setAttribute('aria-label', `${i + 1}: ${cardName(cards[i])}, ${hold[i] ? t('held') : t('hold')}`);
  b.querySelector('.tag').textContent = hold[i] ? t('held') : t('hold');
}

function showStatus(result, payout) {
  const status = $('#status');
  if (!result) {
    status.className = 'status';
    status.textContent = '';
    return;
  }
  status.className = `status ${payout > 0 ? 'win' : 'lose'}`;
  status.textContent =
    result === 'NOTHING'
      ? t('noWin')
      : payout > 0
        ? `${t(result)} · ${t('youWin')} ${money(payout, session.currency)}`
        : t(result);
}

const wait = (ms) => new Promise((r) => setTimeout(r, reduceMotion ? 0 : ms));

function failed(err) {
  toast(err.message);
  if (err.code === 'SESSION_EXPIRED') fatal(err);
  if (err.code === 'ROUND_CLOSED' || err.code === 'ROUND_NOT_FOUND') {
    sessionStorage.removeItem(OPEN_KEY);
    phase = 'idle';
    round = null;
  }
}

function dealt(result) {
  round = { roundId: result.clientRoundId, stake: result.stake };
  cards = result.hand;
  setBalance(result.balance);
  $('#last-win').textContent = '—';
  if (result.status === 'settled' && result.outcome) {
    // a reloaded page whose hand was closed meanwhile: show how it ended
    sessionStorage.removeItem(OPEN_KEY);
    finished(result.outcome, result.outcome.multiplier * result.stake);
    return;
  }
  phase = 'dealt';
  hold = [false, false, false, false, false];
  renderPaytable(result.dealtHand === 'NOTHING' ? null : result.dealtHand);
  showStatus(result.dealtHand === 'NOTHING' ? null : result.dealtHand, 0);
  renderHand(true);
}

function finished(outcome, payout) {
  phase = 'idle';
  cards = outcome.hand;
  hold = outcome.hold;
  renderHand(true);
  renderPaytable(outcome.result === 'NOTHING' ? null : outcome.result);
  showStatus(outcome.result, payout);
  $('#last-win').textContent = money(payout, session.currency);
}

async function deal(roundId = newRoundId(), stake = session.stakes[stakeIndex]) {
  busy = true;
  refresh();
  showStatus(null);
  cards = [null, null, null, null, null];
  hold = [false, false, false, false, false];
  renderHand();
  sessionStorage.setItem(OPEN_KEY, JSON.stringify({ roundId, stake }));
  try {
    const result = await playRound('deal', { stake }, () => toast(t('network'), 'info'), roundId);
    await wait(150);
    dealt({ ...result, clientRoundId: roundId });
  } catch (err) {
    sessionStorage.removeItem(OPEN_KEY);
    failed(err);
    renderPaytable(null);
  } finally {
    busy = false;
    refresh();
  }
}

async function draw() {
  busy = true;
  refresh();
  const kept = [...hold];
  cards = cards.map((c, i) => (kept[i] ? c : null));
  renderHand();
  try {
    const result = await playRound('draw', { hold: kept }, () => toast(t('network'), 'info'), round.roundId);
    await wait(200);
    sessionStorage.removeItem(OPEN_KEY);
    setBalance(result.balance);
    finished(result.detail, result.payout);
  } catch (err) {
    failed(err);
    renderHand();
  } finally {
    busy = false;
    refresh();
  }
}

function primary() {
  if (busy) return;
  if (phase === 'dealt') draw();
  else deal();
}

async function start() {
  const started = await startPage();
  if (!started) return;
  ({ session, setBalance } = started);
  $('#loading').remove();
  $('#game').hidden = false;
  stakeIndex = 0;
  $('#bet-down').addEventListener('click', () => {
    stakeIndex = Math.max(0, stakeIndex - 1);
    renderPaytable(null);
    refresh();
  });
  $('#bet-up').addEventListener('click', () => {
    stakeIndex = Math.min(session.stakes.length - 1, stakeIndex + 1);
    renderPaytable(null);
    refresh();
  });
  $('#deal').addEventListener('click', primary);
  $('#help-open').addEventListener('click', () => $('#help').showModal());
  document.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || $('#help').open) return;
    if (/^[1-5]$/.test(e.key)) {
      e.preventDefault();
      toggle(Number(e.key) - 1);
    }
  });
  renderPaytable(null);
  renderHand();
  refresh();
  // a hand dealt before a reload is still open on the server: asking for the same deal shows it again
  const open = JSON.parse(sessionStorage.getItem(OPEN_KEY) ?? 'null');
  if (open && session.stakes.includes(open.stake)) {
    stakeIndex = session.stakes.indexOf(open.stake);
    await deal(open.roundId, open.stake);
  }
}

start();
