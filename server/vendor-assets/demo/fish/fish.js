import { $, addTexts, el, fatal, money, playRound, startPage, t, toast } from '../common.js';
import { drawFish } from './draw.js';
import { fishTexts } from './texts.js';

addTexts(fishTexts);

// Every shot is a round the server decides (bet for the bullet, catch drawn server-side, settle for
// the win). The page only swims the fish, aims, and animates what the server answered.

const reduced = matchMedia('(prefers-reduced-motion: reduce)');
const canvas = $('#sea');
const ctx = canvas.getContext('2d');

let session;
let setBalance;
let balance = 0;
let kinds = [];
let totalWeight = 1;
let costIndex = 0;
let W = 0;
let H = 0;
let angle = -Math.PI / 2;
let lockId = null;
let pending = 0;
let lastShot = 0;
let shots = 0;
let auto = false;
let autoTimer = 0;
let nextId = 1;
let clock = 0;
let recoil = 0;

const fishes = [];
const bullets = [];
const coins = [];
const texts = [];
const splashes = [];
const bubbles = [];
const weeds = [];

const cost = () => session.costs[costIndex];
const cannon = () => ({ x: W / 2, y: H - 8 });
/** A fish's length in px: a share of the sea, so phones and desktops show the same scene. */
const lengthOf = (kind) => Math.max(22, (kind.size / 100) * Math.min(H * 1.5, W));

function resize() {
  const r = canvas.getBoundingClientRect();
  const dpr = Math.min(window.devicePixelRatio || 1, 2);
  W = r.width;
  H = r.height;
  canvas.width = Math.round(W * dpr);
  canvas.height = Math.round(H * dpr);
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  weeds.length = 0;
  for (let x = 12; x < W; x += 46 + Math.random() * 70)
    weeds.push({ x, h: 30 + Math.random() * Math.min(90, H * 0.18), phase: Math.random() * 6 });
  bubbles.length = 0;
  const count = reduced.matches ? 8 : Math.round(Math.min(40, W / 24));
  for (let i = 0; i < count; i++) bubbles.push(newBubble(Math.random() * H));
}

function newBubble(y = H + 10) {
  return { x: Math.random() * W, y, r: 1.5 + Math.random() * 4, v: 18 + Math.random() * 40, phase: Math.random() * 6 };
}

function pickKind() {
  let r = Math.random() * totalWeight;
  for (const k of kinds) if ((r -= k.weight) <= 0) return k;
  return kinds[0];
}

function spawn(initial = false) {
  const kind = pickKind();
  const len = lengthOf(kind);
  const dir = Math.random() < 0.5 ? 1 : -1;
  const x = initial ? Math.random() * W : dir > 0 ? -len : W + len;
  const y = H * 0.08 + len * 0.3 + Math.random() * Math.max(10, H * 0.62 - len * 0.6);
  const speed = (kind.speed / 1000) * Math.max(W, 480) * (reduced.matches ? 0.5 : 1) * (0.85 + Math.random() * 0.3);
  fishes.push({ id: nextId++, kind, len, x, y, baseY: y, dir, speed, phase: Math.random() * 10, dying: -1, hits: 0 });
}

function visible(f) {
  return f.dying < 0 && f.x > -f.len * 0.3 && f.x < W + f.len * 0.3;
}

function fishAt(px, py) {
  let best = null;
  for (const f of fishes) {
    if (!visible(f)) continue;
    const dx = (px - f.x) / (f.len * 0.55);
    const dy = (py - f.y) / (f.len * 0.35);
    const d = dx * dx + dy * dy;
    if (d < 1 && (!best || d < best.d)) best = { f, d };
  }
  return best?.f ?? null;
}

const aimAt = (x, y) => {
  const c = cannon();
  angle = Math.max(-Math.PI + 0.12, Math.min(-0.12, Math.atan2(y - c.y, x - c.x)));
};

/** The locked fish when still in the sea, else the fish closest to the cannon's line of fire. */
function target() {
  const locked = fishes.find((f) => f.id === lockId);
  if (locked && visible(locked)) return locked;
  const c = cannon();
  let best = null;
  for (const f of fishes) {
    if (!visible(f)) continue;
    const diff = Math.abs(Math.atan2(f.y - c.y, f.x - c.x) - angle);
    if (diff < 0.22 && (!best || diff < best.diff)) best = { f, diff };
  }
  if (!best && auto) {
    // auto fire keeps shooting: the nearest fish to the centre of the sea
    for (const f of fishes) {
      if (!visible(f)) continue;
      const d = Math.hypot(f.x - W / 2, f.y - H / 2);
      if (!best || d < best.diff) best = { f, diff: d };
    }
  }
  return best?.f ?? null;
}

function fire() {
  const now = performance.now();
  if (!session || pending >= 4 || now - lastShot < 160) return;
  const f = target();
  if (!f) {
    if (!auto) toast(t('noTarget'), 'info');
    return;
  }
  if (balance < cost()) {
    setAuto(false);
    toast(t('insufficient'));
    return;
  }
  lockId = f.id;
  aimAt(f.x, f.y);
  lastShot = now;
  pending++;
  shots++;
  $('#shots').textContent = String(shots);
  const c = cannon();
  const bullet = {
    x: c.x + Math.cos(angle) * 50,
    y: c.y + Math.sin(angle) * 50,
    fish: f,
    cost: cost(),
    arrived: false,
    age: 0,
    result: null,
    failed: false,
  };
  bullets.push(bullet);
  recoil = 1;
  playRound('shoot', { cost: bullet.cost, kind: f.kind.kind, fishId: f.id }, () => toast(t('network'), 'info'))
    .then((r) => {
      bullet.result = r;
    })
    .catch((err) => {
      bullet.failed = true;
      setAuto(false);
      toast(err.message);
      if (err.code === 'SESSION_EXPIRED') fatal(err);
    })
    .finally(() => pending--);
}

function resolve(b) {
  const r = b.result;
  balance = r.balance;
  setBalance(r.balance);
  const f = b.fish;
  if (r.detail.caught) {
    if (f.dying < 0) f.dying = 0;
    const amount = money(r.payout, session.currency);
    $('#last-win').textContent = amount;
    const banner = $('#catch');
    banner.textContent = `${t('caught')} ${t(f.kind.kind)} ×${r.detail.multiplier}  +${amount}`;
    banner.classList.remove('show');
    void banner.offsetWidth;
    banner.classList.add('show');
    texts.push({ x: f.x, y: f.y - f.len * 0.3, text: `+${amount}`, age: 0 });
    const n = reduced.matches ? 0 : Math.min(60, 8 + r.detail.multiplier);
    for (let i = 0; i < n; i++) {
      const a = Math.random() * Math.PI * 2;
      const v = 80 + Math.random() * 260;
      coins.push({ x: f.x, y: f.y, vx: Math.cos(a) * v, vy: Math.sin(a) * v - 120, age: 0, spin: Math.random() * 6 });
    }
  } else {
    f.hits = 0.25;
  }
  splashes.push({ x: b.x, y: b.y, age: 0, caught: r.detail.caught });
}

function update(dt) {
  clock += dt;
  const want = Math.round(Math.max(7, Math.min(20, (W * H) / 26_000)));
  if (fishes.filter((f) => f.dying < 0).length < want && Math.random() < dt * 2.5) spawn();
  for (const f of fishes) {
    if (f.dying >= 0) {
      f.dying += dt;
      continue;
    }
    f.x += f.dir * f.speed * dt;
    f.y = f.baseY + Math.sin(clock * 0.9 + f.phase) * f.len * 0.15;
    f.hits = Math.max(0, f.hits - dt);
  }
  for (let i = fishes.length - 1; i >= 0; i--) {
    const f = fishes[i];
    const gone = f.dir > 0 ? f.x > W + f.len : f.x < -f.len;
    const inFlight = bullets.some((b) => b.fish === f);
    if ((gone && !inFlight) || f.dying > 1.1) fishes.splice(i, 1);
  }
  for (let i = bullets.length - 1; i >= 0; i--) {
    const b = bullets[i];
    b.age += dt;
    if (b.failed) {
      bullets.splice(i, 1);
      continue;
    }
    if (!b.arrived) {
      const dx = b.fish.x - b.x;
      const dy = b.fish.y - b.y;
      const d = Math.hypot(dx, dy);
      const step = (reduced.matches ? 700 : 950) * dt;
      if (d <= Math.max(step, b.fish.len * 0.2)) b.arrived = true;
      else {
        b.x += (dx / d) * step;
        b.y += (dy / d) * step;
      }
    } else {
      b.x = b.fish.x;
      b.y = b.fish.y;
    }
    if (b.arrived && b.result) {
      resolve(b);
      bullets.splice(i, 1);
    }
  }
  for (let i = coins.length - 1; i >= 0; i--) {
    const c = coins[i];
    c.age += dt;
    c.vy += 520 * dt;
    c.x += c.vx * dt;
    c.y += c.vy * dt;
    if (c.age > 1.4) coins.splice(i, 1);
  }
  for (const list of [texts, splashes]) {
    for (let i = list.length - 1; i >= 0; i--) if ((list[i].age += dt) > 1.3) list.splice(i, 1);
  }
  if (!reduced.matches) {
    for (const b of bubbles) {
      b.y -= b.v * dt;
      if (b.y < -10) Object.assign(b, newBubble());
    }
  }
  recoil = Math.max(0, recoil - dt * 6);
  if (auto && (autoTimer -= dt) <= 0) {
    autoTimer = 0.32;
    fire();
  }
}

function drawSea() {
  const [top, bottom] = session.background;
  const g = ctx.createLinearGradient(0, 0, 0, H);
  g.addColorStop(0, top);
  g.addColorStop(1, bottom);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, W, H);
  // light shafts from the surface
  ctx.save();
  ctx.globalCompositeOperation = 'lighter';
  for (let i = 0; i < 4; i++) {
    const x = W * (0.15 + i * 0.25) + (reduced.matches ? 0 : Math.sin(clock * 0.2 + i) * 30);
    const shaft = ctx.createLinearGradient(0, 0, 0, H * 0.8);
    shaft.addColorStop(0, 'rgba(180,230,255,0.10)');
    shaft.addColorStop(1, 'rgba(180,230,255,0)');
    ctx.fillStyle = shaft;
    ctx.beginPath();
    ctx.moveTo(x - 30, 0);
    ctx.lineTo(x + 40, 0);
    ctx.lineTo(x + 140, H * 0.8);
    ctx.lineTo(x - 20, H * 0.8);
    ctx.fill();
  }
  ctx.restore();
  // sand and weed
  const sand = ctx.createLinearGradient(0, H - 40, 0, H);
  sand.addColorStop(0, 'rgba(214,186,120,0)');
  sand.addColorStop(1, 'rgba(214,186,120,0.45)');
  ctx.fillStyle = sand;
  ctx.fillRect(0, H - 40, W, 40);
  ctx.lineCap = 'round';
  for (const w of weeds) {
    const sway = reduced.matches ? 0 : Math.sin(clock * 1.2 + w.phase) * 10;
    ctx.strokeStyle = 'rgba(40,160,90,0.55)';
    ctx.lineWidth = 6;
    ctx.beginPath();
    ctx.moveTo(w.x, H);
    ctx.quadraticCurveTo(w.x + sway, H - w.h * 0.6, w.x + sway * 1.6, H - w.h);
    ctx.stroke();
  }
  ctx.fillStyle = 'rgba(255,255,255,0.35)';
  ctx.strokeStyle = 'rgba(255,255,255,0.5)';
  ctx.lineWidth = 1;
  for (const b of bubbles) {
    const x = b.x + (reduced.matches ? 0 : Math.sin(clock * 2 + b.phase) * 4);
    ctx.beginPath();
    ctx.arc(x, b.y, b.r, 0, Math.PI * 2);
    ctx.stroke();
  }
}

function drawFishes() {
  for (const f of fishes) {
    ctx.save();
    ctx.translate(f.x, f.y);
    if (f.dying >= 0) {
      ctx.globalAlpha = Math.max(0, 1 - f.dying / 1.1);
      ctx.rotate(f.dying * 6);
      ctx.scale(1 + f.dying * 0.3, 1 + f.dying * 0.3);
    }
    if (f.dir < 0) ctx.scale(-1, 1);
    drawFish(ctx, f.kind, f.len, clock + f.phase);
    if (f.hits > 0) {
      ctx.globalAlpha = f.hits * 2;
      ctx.fillStyle = '#ffffff';
      ctx.beginPath();
      ctx.ellipse(0, 0, f.len * 0.4, f.len * 0.2, 0, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.restore();
    if (f.dying < 0 && f.kind.multiplier >= 10) {
      ctx.font = `800 ${Math.max(11, Math.min(16, f.len * 0.12))}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.fillStyle = 'rgba(255,214,92,0.95)';
      ctx.fillText(`×${f.kind.multiplier}`, f.x, f.y + f.len * 0.34 + 10);
    }
    if (f.id === lockId && f.dying < 0) {
      ctx.strokeStyle = 'rgba(255,200,61,0.85)';
      ctx.lineWidth = 2;
      ctx.setLineDash([6, 5]);
      ctx.beginPath();
      ctx.arc(f.x, f.y, f.len * 0.5, 0, Math.PI * 2);
      ctx.stroke();
      ctx.setLineDash([]);
    }
  }
}

function drawCannon() {
  const c = cannon();
  ctx.save();
  ctx.translate(c.x, c.y);
  ctx.rotate(angle + Math.PI / 2);
  ctx.translate(0, recoil * 6);
  const barrel = ctx.createLinearGradient(-12, 0, 12, 0);
  barrel.addColorStop(0, '#8a5a12');
  barrel.addColorStop(0.5, '#ffd766');
  barrel.addColorStop(1, '#8a5a12');
  ctx.fillStyle = barrel;
  ctx.beginPath();
  ctx.roundRect(-11, -54, 22, 50, 6);
  ctx.fill();
  ctx.fillStyle = '#5c3a08';
  ctx.fillRect(-13, -56, 26, 7);
  ctx.restore();
  const base = ctx.createRadialGradient(c.x, c.y - 6, 4, c.x, c.y, 34);
  base.addColorStop(0, '#fff0b0');
  base.addColorStop(0.5, '#ffc83d');
  base.addColorStop(1, '#9c6210');
  ctx.fillStyle = base;
  ctx.beginPath();
  ctx.arc(c.x, c.y, 30, Math.PI, 0);
  ctx.fill();
  ctx.font = '800 11px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.fillStyle = '#2a1600';
  ctx.fillText(money(cost(), ''), c.x, c.y - 8);
}

function drawEffects() {
  for (const b of bullets) {
    if (b.arrived) {
      // the net waits over the fish for the server's answer
      const r = b.fish.len * 0.35 + Math.sin(b.age * 12) * 3;
      ctx.strokeStyle = 'rgba(255,255,255,0.8)';
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      ctx.arc(b.x, b.y, r, 0, Math.PI * 2);
      ctx.stroke();
    } else {
      const glow = ctx.createRadialGradient(b.x, b.y, 0, b.x, b.y, 9);
      glow.addColorStop(0, '#ffffff');
      glow.addColorStop(0.4, '#ffe27a');
      glow.addColorStop(1, 'rgba(255,180,40,0)');
      ctx.fillStyle = glow;
      ctx.beginPath();
      ctx.arc(b.x, b.y, 9, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  for (const s of splashes) {
    const k = s.age / 1.3;
    ctx.strokeStyle = s.caught ? `rgba(255,214,92,${1 - k})` : `rgba(255,255,255,${0.7 * (1 - k)})`;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.arc(s.x, s.y, 10 + k * (s.caught ? 80 : 30), 0, Math.PI * 2);
    ctx.stroke();
  }
  for (const c of coins) {
    ctx.save();
    ctx.translate(c.x, c.y);
    ctx.scale(Math.abs(Math.cos(c.spin + c.age * 10)) * 0.8 + 0.2, 1);
    ctx.globalAlpha = Math.max(0, 1 - c.age / 1.4);
    ctx.fillStyle = '#ffc83d';
    ctx.strokeStyle = '#9c6210';
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.arc(0, 0, 7, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    ctx.restore();
  }
  for (const x of texts) {
    ctx.globalAlpha = Math.max(0, 1 - x.age / 1.3);
    ctx.font = '900 20px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.fillStyle = '#ffe27a';
    ctx.strokeStyle = 'rgba(70,40,0,0.8)';
    ctx.lineWidth = 4;
    const y = x.y - (reduced.matches ? 0 : x.age * 40);
    ctx.strokeText(x.text, x.x, y);
    ctx.fillText(x.text, x.x, y);
    ctx.globalAlpha = 1;
  }
}

let last = 0;
function frame(now) {
  const dt = Math.min(0.05, (now - last) / 1000 || 0);
  last = now;
  if (W > 0 && H > 0) {
    update(dt);
    drawSea();
    drawFishes();
    drawEffects();
    drawCannon();
  }
  requestAnimationFrame(frame);
}

function setAuto(on) {
  auto = on;
  autoTimer = 0;
  $('#auto').setAttribute('aria-pressed', String(on));
}

function showCost() {
  $('#cost').textContent = money(cost(), session.currency);
  $('#cost-down').disabled = costIndex === 0;
  $('#cost-up').disabled = costIndex === session.costs.length - 1;
}

function fillTable() {
  const list = $('#table-list');
  for (const kind of kinds) {
    const icon = el('canvas', { width: '112', height: '72', 'aria-hidden': 'true' });
    const c = icon.getContext('2d');
    c.translate(56, 36);
    drawFish(c, kind, kind.shape === 'dragon' || kind.shape === 'whale' ? 100 : 86, 0.3);
    list.append(el('li', {}, icon, el('span', { text: t(kind.kind) }), el('strong', { text: `×${kind.multiplier}` })));
  }
}

function pointerPos(e) {
  const r = canvas.getBoundingClientRect();
  return { x: e.clientX - r.left, y: e.clientY - r.top };
}

async function start() {
  const started = await startPage();
  if (!started) return;
  ({ session, setBalance } = started);
  balance = session.balance;
  setBalance(balance);
  kinds = session.fish;
  totalWeight = kinds.reduce((s, k) => s + k.weight, 0);
  $('#sea-box').style.background = `linear-gradient(180deg, ${session.background[0]}, ${session.background[1]})`;
  $('#loading').remove();
  $('#game').hidden = false;
  resize();
  new ResizeObserver(() => {
    resize();
    for (const f of fishes) f.len = lengthOf(f.kind);
  }).observe(canvas);
  for (let i = 0; i < 9; i++) spawn(true);
  showCost();
  fillTable();

  canvas.addEventListener('pointermove', (e) => {
    const p = pointerPos(e);
    aimAt(p.x, p.y);
  });
  canvas.addEventListener('pointerdown', (e) => {
    const p = pointerPos(e);
    aimAt(p.x, p.y);
    const f = fishAt(p.x, p.y);
    lockId = f ? f.id : null;
    fire();
  });
  canvas.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      lockId = null;
      angle = Math.max(-Math.PI + 0.12, Math.min(-0.12, angle + (e.key === 'ArrowLeft' ? -0.07 : 0.07)));
    } else if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      fire();
    } else if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      costIndex = Math.max(0, Math.min(session.costs.length - 1, costIndex + (e.key === 'ArrowUp' ? 1 : -1)));
      showCost();
    }
  });
  $('#fire').addEventListener('click', fire);
  $('#auto').addEventListener('click', () => setAuto(!auto));
  $('#cost-down').addEventListener('click', () => {
    costIndex = Math.max(0, costIndex - 1);
    showCost();
  });
  $('#cost-up').addEventListener('click', () => {
    costIndex = Math.min(session.costs.length - 1, costIndex + 1);
    showCost();
  });
  $('#table-btn').addEventListener('click', () => $('#table').showModal());
  document.addEventListener('visibilitychange', () => document.hidden && setAuto(false));
  requestAnimationFrame(frame);
}

start();
