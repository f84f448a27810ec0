// The verify page: recomputes a round in the browser with the games' own module (WebCrypto HMAC),
// and checks the revealed server seed against the hash committed before the round.
import { $, addTexts, el, setLanguage, t, translatePage } from '../common.js';
import { PLINKO_ROWS, WHEEL_SEGMENTS, computeOutcome, seedMatches } from '../fair/fair.js';
import { fairTexts } from '../fair/texts.js';

addTexts(fairTexts);
const given = new URLSearchParams(location.hash.slice(1));
setLanguage(given.get('lang') ?? navigator.language.slice(0, 2));
translatePage();
document.title = t('verifyTitle');

$('#segments').append(...WHEEL_SEGMENTS.map((n) => el('option', { value: n, text: String(n) })));
$('#rows').append(...PLINKO_ROWS.map((n) => el('option', { value: n, text: String(n) })));
for (const name of ['game', 'risk', 'segments', 'rows', 'picks', 'serverSeed', 'serverSeedHash', 'clientSeed', 'nonce'])
  if (given.has(name)) $(`#${name}`).value = given.get(name);

function showFields() {
  const game = $('#game').value;
  for (const node of document.querySelectorAll('[data-for]')) node.hidden = !node.dataset.for.split(' ').includes(game);
}
$('#game').addEventListener('change', showFields);
showFields();

/** The stored result of the round, when the link carried it. */
function expected() {
  try {
    return given.has('outcome') ? JSON.parse(given.get('outcome')) : null;
  } catch {
    return null;
  }
}
/** Key order aside (the server stores results as jsonb), the same value. */
const canonical = (v) =>
  Array.isArray(v)
    ? v.map(canonical)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, canonical(v[k])]),
        )
      : v;
const same = (a, b) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

function describe(game, o, params) {
  const rows = [[t('multiplier'), `${(o.multiplier / 100).toFixed(2)}×`]];
  if (game === 'wheel') rows.unshift([t('segment'), `${o.segment + 1} / ${params.segments}`]);
  if (game === 'plinko') {
    rows.unshift([t('slot'), `${o.slot + 1} / ${params.rows + 1}`]);
    rows.unshift([t('path'), o.path.map((d) => (d ? t('right') : t('left'))).join(' ')]);
  }
  const list = el('dl', {}, ...rows.flatMap(([k, v]) => [el('dt', { text: k }), el('dd', { text: v })]));
  if (game !== 'keno') return [list];
  const balls = el(
    'div',
    { class: 'balls' },
    ...o.drawn.map((n) => el('span', { class: params.picks.includes(n) ? 'hit' : '', text: String(n) })),
  );
  return [
    el(
      'dl',
      {},
      el('dt', { text: t('drawn') }),
      el('dd', {}, balls),
      el('dt', { text: t('hits') }),
      el('dd', { text: String(o.hits) }),
    ),
    list,
  ];
}

async function check(e) {
  e?.preventDefault();
  const game = $('#game').value;
  const serverSeed = $('#serverSeed').value.trim().toLowerCase();
  const hash = $('#serverSeedHash').value.trim().toLowerCase();
  const clientSeed = $('#clientSeed').value;
  const nonce = Number($('#nonce').value);
  const params = {
    risk: $('#risk').value,
    segments: Number($('#segments').value),
    rows: Number($('#rows').value),
    picks: $('#picks')
      .value.split(/[\s,]+/)
      .filter(Boolean)
      .map(Number),
  };
  const report = $('#report');
  report.hidden = false;
  const verdict = $('#verdict');
  const checks = [];
  let outcome;
  try {
    if (!/^[0-9a-f]{64}$/.test(serverSeed) || !Number.isSafeInteger(nonce) || nonce < 0) throw new Error('input');
    outcome = await computeOutcome({ serverSeed, clientSeed, nonce, game, params });
  } catch {
    verdict.className = 'bad';
    verdict.textContent = t('notVerified');
    $('#checks').replaceChildren(el('li', { class: 'bad', text: t('badInput') }));
    $('#outcome').replaceChildren();
    return;
  }
  const hashOk = hash ? await seedMatches(serverSeed, hash) : null;
  checks.push(hashOk === null ? ['', t('hashMissing')] : hashOk ? ['ok', t('hashOk')] : ['bad', t('hashBad')]);
  const stored = expected();
  const storedOk = stored ? same(stored, outcome) : null;
  if (stored) checks.push(storedOk ? ['ok', t('resultOk')] : ['bad', t('resultBad')]);
  const ok = hashOk === true && storedOk !== false;
  verdict.className = ok ? 'ok' : 'bad';
  verdict.textContent = ok ? `✓ ${t('verified')}` : t('notVerified');
  verdict.dataset.state = ok ? 'verified' : 'failed';
  $('#checks').replaceChildren(...checks.map(([kind, text]) => el('li', { class: kind, text })));
  const normal = { ...params, picks: [...params.picks].sort((a, b) => a - b) };
  $('#outcome').replaceChildren(el('h3', { class: 'label', text: t('result') }), ...describe(game, outcome, normal));
}

$('#form').addEventListener('submit', check);
if (given.has('serverSeed')) check();
