import { $, addTexts, el, fatal, money, playRound, startPage, t, toast } from '../common.js';
import { KENO_MAX_PICKS, KENO_NUMBERS, kenoChance, kenoPaytable, kenoRtp } from '../fair/fair.js';
import { mountFairness, stakeControls, times } from '../fair/fair-ui.js';
import { fairTexts } from '../fair/texts.js';
import { kenoTexts } from './texts.js';

addTexts(fairTexts);
addTexts(kenoTexts);

let session;
let setBalance;
let stake;
let fairness;
let busy = false;
const picks = new Set([3, 11, 19, 27, 35]);
const history = [];

const cell = (n) => $(`#grid button[data-n="${n}"]`);

function renderPicks() {
  for (let n = 1; n <= KENO_NUMBERS; n++) cell(n).setAttribute('aria-pressed', String(picks.has(n)));
  $('#pick-count').textContent = `${picks.size}/${KENO_MAX_PICKS}`;
  renderPays();
}

function renderPays(hits = -1) {
  const count = picks.size;
  if (!count) {
    $('#pays').replaceChildren(el('span', { class: 'zero', text: t('pickFirst') }));
    $('#rtp').textContent = '';
    return;
  }
  $('#pays').replaceChildren(
    ...kenoPaytable(count).map((m, h) =>
      el(
        'span',
        {
          class: [m === 0 ? 'zero' : '', h === hits ? 'hit' : ''].join(' ').trim(),
          title: `${(kenoChance(count, h) * 100).toFixed(3)}%`,
        },
        el('small', { text: `${t('hits')} ${h}` }),
        `${m / 100}×`,
      ),
    ),
  );
  const rtp = kenoRtp(count);
  $('#rtp').textContent = `${t('rtpOf')} ${(rtp * 100).toFixed(2)}% · ${t('houseEdge')} ${((1 - rtp) * 100).toFixed(2)}%`;
}

function clearDraw() {
  for (const b of document.querySelectorAll('#grid button')) b.classList.remove('drawn', 'hit');
}

function toggle(n) {
  if (busy) return;
  clearDraw();
  if (picks.has(n)) picks.delete(n);
  else if (picks.size < KENO_MAX_PICKS) picks.add(n);
  renderPicks();
}

function autoPick() {
  if (busy) return;
  clearDraw();
  const want = picks.size || KENO_MAX_PICKS;
  picks.clear();
  const pool = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
  const random = new Uint32Array(want);
  crypto.getRandomValues(random);
  for (let i = 0; i < want; i++) picks.add(pool.splice(random[i] % pool.length, 1)[0]);
  renderPicks();
}

const wait = (ms) => new Promise((r) => setTimeout(r, ms));

async function draw() {
  if (busy) return;
  if (!picks.size) return toast(t('pickFirst'));
  const s = stake();
  if (!Number.isFinite(s) || s < session.minBet || s > session.maxStake) return toast(t('range'));
  busy = true;
  lock(true);
  clearDraw();
  $('#play').textContent = t('drawing');
  $('#win').textContent = '';
  try {
    const result = await playRound('draw', { stake: s, picks: [...picks] }, () => toast(t('network'), 'info'));
    const o = result.detail;
    const step = matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : 160;
    for (const n of o.drawn) {
      cell(n).classList.add(picks.has(n) ? 'hit' : 'drawn');
      await wait(step);
    }
    renderPays(o.hits);
    setBalance(result.balance);
    const banner = $('#win');
    banner.className = result.payout > 0 ? 'win-banner' : 'win-banner lose';
    banner.textContent =
      result.payout > 0
        ? `${t('youWin')} ${money(result.payout, session.currency)} · ${t('hits')} ${o.hits}`
        : `${t('noWin')} · ${t('hits')} ${o.hits}`;
    history.unshift(o);
    $('#history').replaceChildren(
      ...history.slice(0, 24).map((h) =>
        el('span', {
          class: h.multiplier > 0 ? 'w' : 'l',
          text: `${h.hits}/${h.params.picks.length} · ${times(h.multiplier)}`,
        }),
      ),
    );
    fairness.refresh();
  } catch (err) {
    toast(err.message);
    if (err.code === 'SESSION_EXPIRED') fatal(err);
  } finally {
    busy = false;
    lock(false);
    $('#play').textContent = t('draw');
  }
}

function lock(on) {
  for (const id of ['#play', '#auto-pick', '#clear']) $(id).disabled = on;
}

async function start() {
  const started = await startPage();
  if (!started) return;
  ({ session, setBalance } = started);
  $('#loading').remove();
  $('#game').hidden = false;
  $('#grid').replaceChildren(
    ...Array.from({ length: KENO_NUMBERS }, (_, i) =>
      el('button', {
        type: 'button',
        'data-n': i + 1,
        'aria-pressed': 'false',
        text: String(i + 1),
        onclick: () => toggle(i + 1),
      }),
    ),
  );
  $('#auto-pick').addEventListener('click', autoPick);
  $('#clear').addEventListener('click', () => {
    if (busy) return;
    clearDraw();
    picks.clear();
    renderPicks();
  });
  stake = stakeControls(session);
  $('#play').addEventListener('click', draw);
  fairness = mountFairness({
    game: 'keno',
    into: $('#fair-slot'),
    currency: session.currency,
    describe: (r) => `${r.outcome.hits}/${r.params.picks.length} · ${times(r.outcome.multiplier)}`,
  });
  renderPicks();
}

start();
