// The fairness panel of the provably fair games: the committed hash, the client seed, the nonce,
// rotation, and the member's recent rounds with a link to the verify page.
import { $, call, el, lang, money, t, toast } from '../common.js';

/** The verify page's address for a round (its fragment carries everything; nothing goes to a server). */
export function verifyLink(game, round) {
  const params = new URLSearchParams({ game, lang });
  for (const [k, v] of Object.entries(round.params)) params.set(k, Array.isArray(v) ? v.join(',') : String(v));
  params.set('serverSeedHash', round.serverSeedHash);
  params.set('clientSeed', round.clientSeed);
  params.set('nonce', String(round.nonce));
  if (round.serverSeed) params.set('serverSeed', round.serverSeed);
  params.set('outcome', JSON.stringify(round.outcome));
  return `../verify/#${params}`;
}

function copyButton(text) {
  return el('button', {
    type: 'button',
    class: 'copy',
    text: t('copy'),
    onclick: async (e) => {
      await navigator.clipboard?.writeText(text).catch(() => undefined);
      e.target.textContent = t('copied');
      setTimeout(() => (e.target.textContent = t('copy')), 1400);
    },
  });
}

const field = (label, value, copy = false) =>
  el(
    'div',
    { class: 'fair-field' },
    el('small', { text: label }),
    el('code', { text: value }),
    ...(copy ? [copyButton(value)] : []),
  );

/**
 * Mounts the panel: a "Fairness" button in `into` opening a dialog. `describe(round)` says a round's
 * result in a few characters. Returns refresh(), to call after each round.
 */
export function mountFairness({ game, into, describe, currency }) {
  const dialog = el('dialog', { class: 'fair-dialog', 'aria-labelledby': 'fair-title' });
  const body = el('div', { class: 'fair-body' });
  dialog.append(
    el('h2', { id: 'fair-title', text: t('fairness') }),
    el('p', { class: 'fair-intro', text: t('fairIntro') }),
    body,
    el('form', { method: 'dialog' }, el('button', { class: 'primary', text: t('close') })),
  );
  document.body.append(dialog);
  const opener = el('button', { type: 'button', id: 'fair-open', class: 'fair-open', text: `🛡 ${t('fairness')}` });
  const summary = el('p', { class: 'fair-summary', id: 'fair-summary', 'aria-live': 'off' });
  into.append(opener, summary);
  /** One line beside the button: the hash the next round is committed to, and its nonce. */
  const showSummary = () => {
    if (!seeds) return;
    summary.replaceChildren(
      el('span', { text: `${t('serverSeedHash')}: ` }),
      el('code', { text: `${seeds.serverSeedHash.slice(0, 16)}…` }),
      el('span', { text: ` · ${t('nextNonce')}: ${seeds.nonce}` }),
    );
  };

  let seeds = null;
  let rounds = [];

  async function rotate(clientSeed) {
    try {
      seeds = await call('fair/rotate', clientSeed === undefined ? {} : { clientSeed });
      toast(t('rotated'), 'info');
      await load();
    } catch (err) {
      toast(err.code === 'VALIDATION_FAILED' ? t('seedInvalid') : err.message);
    }
  }

  function render() {
    showSummary();
    if (!seeds) return;
    const input = el('input', {
      id: 'client-seed',
      value: seeds.clientSeed,
      maxlength: '64',
      autocomplete: 'off',
      spellcheck: 'false',
    });
    const seedForm = el(
      'form',
      {
        class: 'fair-seed',
        onsubmit: (e) => {
          e.preventDefault();
          const value = input.value;
          if (!/^[\x20-\x7e]{1,64}$/.test(value) || !value.trim()) return toast(t('seedInvalid'));
          rotate(value);
        },
      },
      el('label', { for: 'client-seed', text: t('clientSeed') }),
      el('div', { class: 'fair-row' }, input, el('button', { type: 'submit', text: t('setClientSeed') })),
    );
    const current = el(
      'section',
      { class: 'fair-section' },
      field(t('serverSeedHash'), seeds.serverSeedHash, true),
      seedForm,
      el(
        'div',
        { class: 'fair-row' },
        el(
          'div',
          { class: 'fair-field' },
          el('small', { text: t('nextNonce') }),
          el('code', { id: 'fair-nonce', text: String(seeds.nonce) }),
        ),
        el('button', { type: 'button', id: 'fair-rotate', class: 'primary', text: t('rotate'), onclick: () => rotate() }),
      ),
    );
    const p = seeds.previous;
    const previous = el(
      'section',
      { class: 'fair-section' },
      el('h3', { text: t('previousPair') }),
      ...(p
        ? [
            field(t('serverSeed'), p.serverSeed, true),
            field(t('serverSeedHash'), p.serverSeedHash),
            field(t('clientSeed'), p.clientSeed),
            field(t('nonce'), String(p.nonce)),
          ]
        : [el('p', { class: 'fair-muted', text: t('noPrevious') })]),
    );
    const list = el(
      'ol',
      { class: 'fair-rounds', id: 'fair-rounds' },
      ...rounds.map((r) =>
        el(
          'li',
          {},
          el('span', { class: 'fair-n', text: `#${r.nonce}` }),
          el('span', { class: r.payout > 0 ? 'fair-res w' : 'fair-res l', text: describe(r) }),
          el('span', { class: 'fair-pay', text: money(r.payout, currency) }),
          r.serverSeed
            ? el('a', { href: verifyLink(game, r), target: '_blank', rel: 'noopener', class: 'fair-verify', text: t('verify') })
            : el('span', { class: 'fair-muted', text: t('rotateToVerify') }),
        ),
      ),
    );
    const history = el(
      'section',
      { class: 'fair-section' },
      el('h3', { text: t('recentRounds') }),
      rounds.length ? list : el('p', { class: 'fair-muted', text: t('noRounds') }),
    );
    // re-rendering replaces the nodes: keep a keyboard user's focus on the control he used
    const focused = document.activeElement?.id;
    body.replaceChildren(current, previous, history);
    if (focused && dialog.open) document.getElementById(focused)?.focus();
  }

  async function load() {
    try {
      const [s, h] = await Promise.all([call('fair'), call('fair/history?limit=20')]);
      seeds = s;
      rounds = h.rounds;
      render();
    } catch (err) {
      toast(err.message);
    }
  }

  opener.addEventListener('click', () => {
    dialog.showModal();
    load();
  });
  async function refresh() {
    if (dialog.open) return load();
    try {
      seeds = await call('fair');
      showSummary();
    } catch {
      // the summary line is a convenience: the round itself already succeeded or reported its error
    }
  }
  refresh();
  return { refresh };
}

/** Risk radio group (low / medium / high) wired to `onChange`. */
export function riskToggle(container, value, onChange) {
  const group = el('div', { class: 'toggle', role: 'radiogroup', 'aria-label': t('risk') });
  const buttons = ['low', 'medium', 'high'].map((r) =>
    el('button', {
      type: 'button',
      role: 'radio',
      'data-risk': r,
      'aria-checked': String(r === value),
      text: t(r),
      onclick: () => {
        for (const b of buttons) b.setAttribute('aria-checked', String(b.dataset.risk === r));
        onChange(r);
      },
    }),
  );
  group.append(...buttons);
  container.append(group);
  return {
    set disabled(v) {
      for (const b of buttons) b.disabled = v;
    },
  };
}

/** The stake typed in an input, in minor units; NaN when it is not an amount. */
export function stakeOf(input) {
  const text = input.value.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return NaN;
  const [w, f = ''] = text.split('.');
  return Number(w) * 100 + Number(f.padEnd(2, '0'));
}

/** Wires a stake input with its ½ and 2× buttons inside the session's limits. */
export function stakeControls(session, onChange) {
  const input = $('#stake');
  const set = (minor) => {
    input.value = (Math.max(session.minBet, Math.min(session.maxStake, minor)) / 100).toFixed(2);
    onChange?.();
  };
  set(Math.max(session.minBet, 100));
  input.addEventListener('input', () => onChange?.());
  $('#half').addEventListener('click', () => set(Math.floor((stakeOf(input) || 0) / 2)));
  $('#double').addEventListener('click', () => set((stakeOf(input) || 0) * 2));
  return () => stakeOf(input);
}

export const times = (m) => `${(m / 100).toFixed(2)}×`;
