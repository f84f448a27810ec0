import { $, el, fatal, money, playRound, startPage, t, toast } from '../common.js';

const suits = ['♠', '♥', '♦', '♣'];
const ranks = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };
const chipColours = ['#6b7280', '#2563eb', '#16a34a', '#9333ea', '#dc2626', '#d97706'];

let session;
let setBalance;
let chips = [];
let chip = 0;
let bets = { player: 0, banker: 0, tie: 0 };
let lastBets = null;
let busy = false;
const road = [];

const total = () => bets.player + bets.banker + bets.tie;

function showBets() {
  for (const spot of document.querySelectorAll('.spot')) {
    const v = bets[spot.dataset.side];
    spot.querySelector('output').textContent = v ? money(v, session.currency) : '';
    spot.disabled = busy;
  }
  $('#total-bet').textContent = money(total(), session.currency);
  $('#deal').disabled = busy || total() === 0;
  $('#clear').disabled = busy || total() === 0;
  $('#rebet').disabled = busy || !lastBets;
}

function cardNode(card, third) {
  const red = card.suit === 1 || card.suit === 2;
  const label = `${ranks[card.rank] ?? card.rank}`;
  return el(
    'div',
    { class: `card${red ? ' red' : ''}${third ? ' third' : ''}`, role: 'img', 'aria-label': `${label}${suits[card.suit]}` },
    el('span', { class: 'corner', text: `${label}${suits[card.suit]}` }),
    el('span', { class: 'pip', text: suits[card.suit] }),
  );
}

const wait = (ms) => new Promise((r) => setTimeout(r, ms));

async function reveal(outcome) {
  const hands = { player: $('#player-cards'), banker: $('#banker-cards') };
  hands.player.replaceChildren();
  hands.banker.replaceChildren();
  const order = [
    ['player', 0],
    ['banker', 0],
    ['player', 1],
    ['banker', 1],
    ['player', 2],
    ['banker', 2],
  ];
  const value = (c) => (c.rank >= 10 ? 0 : c.rank);
  for (const [side, i] of order) {
    const card = outcome[side][i];
    if (!card) continue;
    hands[side].append(cardNode(card, i === 2));
    const shown = outcome[side].slice(0, i + 1);
    $(`#${side}-total`).textContent = String(shown.reduce((s, c) => s + value(c), 0) % 10);
    await wait(420);
  }
}

async function deal() {
  if (busy) return;
  if (total() === 0) return toast(t('placeBet'), 'info');
  busy = true;
  showBets();
  $('#deal').textContent = t('dealing');
  $('#win').textContent = '';
  document.querySelectorAll('.hand, .spot').forEach((n) => n.classList.remove('winner', 'won'));
  try {
    const result = await playRound('deal', { bets }, () => toast(t('network'), 'info'));
    const o = result.detail;
    await reveal(o);
    if (o.winner !== 'tie') $(`#${o.winner}-hand`).classList.add('winner');
    document.querySelector(`.spot[data-side="${o.winner}"]`)?.classList.add('won');
    setBalance(result.balance);
    const net = result.payout - result.stake;
    const banner = $('#win');
    banner.className = result.payout > 0 ? 'win-banner' : 'win-banner lose';
    banner.textContent =
      result.payout === 0
        ? `${t(o.winner)} · ${t('noWin')}`
        : net === 0
          ? `${t(o.winner)} · ${t('push')}`
          : `${t(o.winner)} · ${t('youWin')} ${money(result.payout, session.currency)}`;
    road.push(o.winner === 'player' ? 'P' : o.winner === 'banker' ? 'B' : 'T');
    $('#road').replaceChildren(
      ...road.slice(-40).map((w) =>
        el('span', {
          class: w,
          text: w === 'P' ? t('player').slice(0, 1) : w === 'B' ? t('banker').slice(0, 1) : t('tie').slice(0, 1),
        }),
      ),
    );
    lastBets = { ...bets };
    bets = { player: 0, banker: 0, tie: 0 };
  } catch (err) {
    toast(err.message);
    if (err.code === 'SESSION_EXPIRED') fatal(err);
  } finally {
    busy = false;
    $('#deal').textContent = t('deal');
    showBets();
  }
}

function drawChips() {
  $('#chips').replaceChildren(
    ...chips.map((value, i) =>
      el('button', {
        type: 'button',
        class: 'chip',
        role: 'radio',
        'aria-checked': String(i === chip),
        'aria-label': money(value, session.currency),
        style: `background:${chipColours[i % chipColours.length]}`,
        text: value >= 100 ? String(value / 100) : money(value),
        onclick: () => {
          chip = i;
          drawChips();
        },
      }),
    ),
  );
}

async function start() {
  const started = await startPage();
  if (!started) return;
  ({ session, setBalance } = started);
  chips = [1, 5, 10, 50, 100, 500].map((x) => x * session.minBet).filter((v) => v <= session.maxStake);
  $('#loading').remove();
  $('#game').hidden = false;
  drawChips();
  showBets();
  for (const spot of document.querySelectorAll('.spot')) {
    spot.addEventListener('click', () => {
      if (busy) return;
      const side = spot.dataset.side;
      if (total() + chips[chip] > session.maxStake) return toast(t('range'));
      bets = { ...bets, [side]: bets[side] + chips[chip] };
      showBets();
    });
  }
  $('#clear').addEventListener('click', () => {
    bets = { player: 0, banker: 0, tie: 0 };
    showBets();
  });
  $('#rebet').addEventListener('click', () => {
    if (lastBets) {
      bets = { ...lastBets };
      showBets();
    }
  });
  $('#deal').addEventListener('click', deal);
}

start();
