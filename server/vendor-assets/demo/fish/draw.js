// Fish drawn with canvas paths (no image files): each shape faces +x, centred on 0,0, `len` long.
// `swim` is the animation phase (seconds); the tail and fins follow it.

function eye(ctx, x, y, r) {
  ctx.fillStyle = '#fff';
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#101018';
  ctx.beginPath();
  ctx.arc(x + r * 0.25, y, r * 0.55, 0, Math.PI * 2);
  ctx.fill();
}

function tail(ctx, x, len, spread, swing, color) {
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.moveTo(x, 0);
  ctx.lineTo(x - len, -spread + swing);
  ctx.quadraticCurveTo(x - len * 0.7, swing * 0.5, x - len, spread + swing);
  ctx.closePath();
  ctx.fill();
}

function bodyGradient(ctx, h, c0, c1) {
  const g = ctx.createLinearGradient(0, -h, 0, h);
  g.addColorStop(0, c0);
  g.addColorStop(0.75, c0);
  g.addColorStop(1, c1);
  return g;
}

const shapes = {
  round(ctx, L, s, [c0, c1]) {
    tail(ctx, -L * 0.24, L * 0.26, L * 0.2, s * L * 0.08, c0);
    ctx.fillStyle = c0;
    ctx.beginPath();
    ctx.moveTo(-L * 0.05, -L * 0.22);
    ctx.quadraticCurveTo(L * 0.05, -L * 0.42, L * 0.16, -L * 0.24);
    ctx.fill();
    ctx.fillStyle = bodyGradient(ctx, L * 0.26, c0, c1);
    ctx.beginPath();
    ctx.ellipse(L * 0.06, 0, L * 0.36, L * 0.26, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.save();
    ctx.clip();
    ctx.fillStyle = c1;
    for (const x of [-L * 0.12, L * 0.16]) ctx.fillRect(x, -L * 0.3, L * 0.07, L * 0.6);
    ctx.restore();
    eye(ctx, L * 0.27, -L * 0.05, L * 0.05);
  },
  long(ctx, L, s, [c0, c1]) {
    tail(ctx, -L * 0.36, L * 0.16, L * 0.13, s * L * 0.06, c1);
    ctx.fillStyle = bodyGradient(ctx, L * 0.15, c0, c1);
    ctx.beginPath();
    ctx.ellipse(0, 0, L * 0.42, L * 0.14, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = c1;
    ctx.lineWidth = Math.max(1, L * 0.025);
    ctx.beginPath();
    ctx.moveTo(-L * 0.3, 0);
    ctx.quadraticCurveTo(0, -L * 0.05, L * 0.3, -L * 0.02);
    ctx.stroke();
    ctx.fillStyle = c1;
    ctx.beginPath();
    ctx.moveTo(-L * 0.1, -L * 0.12);
    ctx.lineTo(L * 0.05, -L * 0.24);
    ctx.lineTo(L * 0.12, -L * 0.12);
    ctx.fill();
    eye(ctx, L * 0.3, -L * 0.03, L * 0.035);
  },
  flat(ctx, L, s, [c0, c1]) {
    ctx.fillStyle = c0;
    ctx.beginPath();
    ctx.moveTo(L * 0.05, -L * 0.25);
    ctx.quadraticCurveTo(-L * 0.2, -L * 0.55, -L * 0.38 + s * L * 0.04, -L * 0.52);
    ctx.lineTo(-L * 0.1, -L * 0.1);
    ctx.moveTo(L * 0.05, L * 0.25);
    ctx.quadraticCurveTo(-L * 0.2, L * 0.55, -L * 0.38 - s * L * 0.04, L * 0.52);
    ctx.lineTo(-L * 0.1, L * 0.1);
    ctx.fill();
    tail(ctx, -L * 0.22, L * 0.2, L * 0.14, s * L * 0.06, c1);
    ctx.fillStyle = bodyGradient(ctx, L * 0.3, c0, c1);
    ctx.beginPath();
    ctx.moveTo(L * 0.36, 0);
    ctx.quadraticCurveTo(L * 0.1, -L * 0.36, -L * 0.24, 0);
    ctx.quadraticCurveTo(L * 0.1, L * 0.36, L * 0.36, 0);
    ctx.fill();
    ctx.save();
    ctx.clip();
    ctx.fillStyle = c1;
    for (const x of [-L * 0.08, L * 0.12]) ctx.fillRect(x, -L * 0.4, L * 0.05, L * 0.8);
    ctx.restore();
    eye(ctx, L * 0.22, -L * 0.04, L * 0.045);
  },
  puffer(ctx, L, s, [c0, c1]) {
    tail(ctx, -L * 0.3, L * 0.18, L * 0.12, s * L * 0.06, c1);
    const r = L * 0.33;
    ctx.fillStyle = c1;
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2;
      ctx.beginPath();
      ctx.moveTo(Math.cos(a - 0.12) * r, Math.sin(a - 0.12) * r);
      ctx.lineTo(Math.cos(a) * r * 1.22, Math.sin(a) * r * 1.22);
      ctx.lineTo(Math.cos(a + 0.12) * r, Math.sin(a + 0.12) * r);
      ctx.fill();
    }
    const g = ctx.createRadialGradient(-r * 0.3, -r * 0.4, r * 0.1, 0, 0, r);
    g.addColorStop(0, '#fff8d8');
    g.addColorStop(0.35, c0);
    g.addColorStop(1, c1);
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.arc(0, 0, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = c1;
    for (const [x, y] of [
      [-0.1, -0.12],
      [0.05, 0.1],
      [-0.14, 0.08],
    ])
      ctx.fillRect(x * L, y * L, L * 0.04, L * 0.04);
    eye(ctx, r * 0.5, -r * 0.25, L * 0.07);
  },
  turtle(ctx, L, s, [c0, c1]) {
    ctx.fillStyle = c1;
    for (const [x, y, a] of [
      [0.18, -0.2, -0.6],
      [0.18, 0.2, 0.6],
      [-0.2, -0.17, -2.4],
      [-0.2, 0.17, 2.4],
    ]) {
      ctx.save();
      ctx.translate(x * L, y * L);
      ctx.rotate(a + s * 0.35 * Math.sign(y));
      ctx.beginPath();
      ctx.ellipse(L * 0.1, 0, L * 0.13, L * 0.045, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.restore();
    }
    ctx.beginPath();
    ctx.ellipse(L * 0.38, 0, L * 0.1, L * 0.075, 0, 0, Math.PI * 2);
    ctx.fill();
    eye(ctx, L * 0.42, -L * 0.025, L * 0.022);
    const g = ctx.createRadialGradient(0, -L * 0.06, L * 0.02, 0, 0, L * 0.32);
    g.addColorStop(0, c0);
    g.addColorStop(1, '#1d3d26');
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.ellipse(0, 0, L * 0.3, L * 0.22, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = 'rgba(0,0,0,0.35)';
    ctx.lineWidth = Math.max(1, L * 0.012);
    for (const [x, y] of [
      [0, 0],
      [-0.15, -0.08],
      [-0.15, 0.08],
      [0.14, -0.08],
      [0.14, 0.08],
    ]) {
      ctx.beginPath();
      for (let i = 0; i <= 6; i++) {
        const a = (i / 6) * Math.PI * 2;
        ctx.lineTo(x * L + Math.cos(a) * L * 0.07, y * L + Math.sin(a) * L * 0.07);
      }
      ctx.stroke();
    }
  },
  ray(ctx, L, s, [c0, c1]) {
    ctx.strokeStyle = c0;
    ctx.lineWidth = Math.max(1, L * 0.02);
    ctx.beginPath();
    ctx.moveTo(-L * 0.15, 0);
    ctx.quadraticCurveTo(-L * 0.4, s * L * 0.06, -L * 0.6, -s * L * 0.04);
    ctx.stroke();
    const flap = 1 + s * 0.18;
    const g = ctx.createRadialGradient(L * 0.05, 0, L * 0.02, 0, 0, L * 0.4);
    g.addColorStop(0, c1);
    g.addColorStop(1, c0);
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.moveTo(L * 0.32, 0);
    ctx.quadraticCurveTo(L * 0.15, -L * 0.2 * flap, -L * 0.02, -L * 0.4 * flap);
    ctx.quadraticCurveTo(-L * 0.08, -L * 0.1, -L * 0.2, 0);
    ctx.quadraticCurveTo(-L * 0.08, L * 0.1, -L * 0.02, L * 0.4 * flap);
    ctx.quadraticCurveTo(L * 0.15, L * 0.2 * flap, L * 0.32, 0);
    ctx.fill();
    eye(ctx, L * 0.2, -L * 0.05, L * 0.025);
    eye(ctx, L * 0.2, L * 0.05, L * 0.025);
  },
  shark(ctx, L, s, [c0, c1]) {
    ctx.fillStyle = c0;
    ctx.beginPath();
    ctx.moveTo(-L * 0.34, 0);
    ctx.lineTo(-L * 0.52, -L * 0.2 + s * L * 0.05);
    ctx.lineTo(-L * 0.44, 0);
    ctx.lineTo(-L * 0.5, L * 0.13 + s * L * 0.05);
    ctx.closePath();
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(-L * 0.02, -L * 0.1);
    ctx.lineTo(-L * 0.12, -L * 0.27);
    ctx.lineTo(L * 0.1, -L * 0.1);
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(L * 0.08, L * 0.06);
    ctx.lineTo(-L * 0.06, L * 0.22);
    ctx.lineTo(L * 0.2, L * 0.07);
    ctx.fill();
    const g = ctx.createLinearGradient(0, -L * 0.12, 0, L * 0.12);
    g.addColorStop(0, c0);
    g.addColorStop(0.55, c0);
    g.addColorStop(0.6, c1);
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.moveTo(L * 0.5, L * 0.01);
    ctx.quadraticCurveTo(L * 0.35, -L * 0.13, 0, -L * 0.12);
    ctx.quadraticCurveTo(-L * 0.25, -L * 0.1, -L * 0.38, 0);
    ctx.quadraticCurveTo(-L * 0.25, L * 0.1, 0, L * 0.11);
    ctx.quadraticCurveTo(L * 0.35, L * 0.11, L * 0.5, L * 0.01);
    ctx.fill();
    ctx.strokeStyle = 'rgba(0,0,0,0.3)';
    ctx.lineWidth = Math.max(1, L * 0.008);
    for (const x of [0.24, 0.21, 0.18]) {
      ctx.beginPath();
      ctx.moveTo(x * L, -L * 0.04);
      ctx.lineTo(x * L - L * 0.015, L * 0.04);
      ctx.stroke();
    }
    eye(ctx, L * 0.36, -L * 0.035, L * 0.018);
  },
  whale(ctx, L, s, [c0, c1]) {
    ctx.fillStyle = c0;
    ctx.save();
    ctx.translate(-L * 0.4, 0);
    ctx.rotate(s * 0.25);
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.quadraticCurveTo(-L * 0.05, -L * 0.16, -L * 0.14, -L * 0.14);
    ctx.quadraticCurveTo(-L * 0.08, 0, -L * 0.14, L * 0.14);
    ctx.quadraticCurveTo(-L * 0.05, L * 0.16, 0, 0);
    ctx.fill();
    ctx.restore();
    ctx.beginPath();
    ctx.moveTo(L * 0.48, 0);
    ctx.bezierCurveTo(L * 0.48, -L * 0.26, -L * 0.1, -L * 0.2, -L * 0.42, -L * 0.02);
    ctx.lineTo(-L * 0.42, L * 0.02);
    ctx.bezierCurveTo(-L * 0.1, L * 0.2, L * 0.48, L * 0.22, L * 0.48, 0);
    ctx.fill();
    ctx.save();
    ctx.clip();
    ctx.fillStyle = c1;
    ctx.beginPath();
    ctx.ellipse(L * 0.1, L * 0.16, L * 0.4, L * 0.1, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = 'rgba(0,0,0,0.18)';
    ctx.lineWidth = Math.max(1, L * 0.006);
    for (let i = 0; i < 6; i++) {
      ctx.beginPath();
      ctx.moveTo(L * (0.4 - i * 0.06), L * 0.08);
      ctx.lineTo(L * (0.35 - i * 0.06), L * 0.2);
      ctx.stroke();
    }
    ctx.restore();
    ctx.fillStyle = c0;
    ctx.beginPath();
    ctx.ellipse(L * 0.15, L * 0.12, L * 0.1, L * 0.03, 0.5 + s * 0.2, 0, Math.PI * 2);
    ctx.fill();
    eye(ctx, L * 0.33, L * 0.02, L * 0.014);
  },
  dragon(ctx, L, s, [c0, c1], swim) {
    const n = 14;
    for (let i = n; i >= 0; i--) {
      const x = L * 0.34 - (i / n) * L * 0.8;
      const y = Math.sin(swim * 3 + i * 0.55) * L * 0.07;
      const r = L * (0.085 - i * 0.0042);
      ctx.fillStyle = i % 2 ? c0 : c1;
      ctx.beginPath();
      ctx.arc(x, y, r, 0, Math.PI * 2);
      ctx.fill();
      if (i % 3 === 0) {
        ctx.fillStyle = c1;
        ctx.beginPath();
        ctx.moveTo(x - r * 0.6, y - r * 0.6);
        ctx.lineTo(x, y - r * 1.7);
        ctx.lineTo(x + r * 0.6, y - r * 0.6);
        ctx.fill();
      }
    }
    const hy = Math.sin(swim * 3) * L * 0.07;
    ctx.fillStyle = c0;
    ctx.beginPath();
    ctx.ellipse(L * 0.42, hy, L * 0.1, L * 0.07, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = c1;
    ctx.lineWidth = Math.max(1, L * 0.012);
    ctx.beginPath();
    ctx.moveTo(L * 0.4, hy - L * 0.05);
    ctx.quadraticCurveTo(L * 0.33, hy - L * 0.16, L * 0.26, hy - L * 0.14);
    ctx.moveTo(L * 0.5, hy + L * 0.02);
    ctx.quadraticCurveTo(L * 0.56, hy + L * 0.12 + s * L * 0.03, L * 0.46, hy + L * 0.16);
    ctx.stroke();
    eye(ctx, L * 0.45, hy - L * 0.02, L * 0.02);
  },
};

/** Draws one fish of `kind` (its shape and colours), centred on 0,0, facing +x. */
export function drawFish(ctx, kind, len, swim) {
  const s = Math.sin(swim * (10 - Math.min(6, kind.size / 5)));
  (shapes[kind.shape] ?? shapes.round)(ctx, len, s, kind.colors, swim);
}
