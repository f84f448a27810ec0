// Symbol artwork (SVG markup built here, no external images).
const letter = (ch, a, b) =>
  `<svg viewBox="0 0 100 100"><defs><linearGradient id="g${ch}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><text x="50" y="74" text-anchor="middle" font-size="${ch.length > 1 ? 54 : 72}" font-weight="900" font-family="Georgia,'Times New Roman',serif" fill="url(#g${ch})" stroke="#1a0f3d" stroke-width="3" paint-order="stroke">${ch}</text></svg>`;

export const symbolArt = {
  WILD: `<svg viewBox="0 0 100 100"><defs><linearGradient id="gw" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#b14cff"/><stop offset="1" stop-color="#5a1fb8"/></linearGradient></defs><rect x="6" y="18" width="88" height="64" rx="14" fill="url(#gw)" stroke="#ffc83d" stroke-width="4"/><text x="50" y="61" text-anchor="middle" font-size="28" font-weight="900" fill="#ffe27a" font-family="Arial Black,Arial,sans-serif" letter-spacing="1">WILD</text></svg>`,
  SCATTER: `<svg viewBox="0 0 100 100"><defs><radialGradient id="gs"><stop offset="0" stop-color="#fff6b0"/><stop offset="1" stop-color="#ff9f1c"/></radialGradient></defs><polygon points="50,4 61,37 96,37 68,57 78,92 50,71 22,92 32,57 4,37 39,37" fill="url(#gs)" stroke="#7a3b00" stroke-width="3"/><text x="50" y="60" text-anchor="middle" font-size="14" font-weight="900" fill="#7a3b00" font-family="Arial,sans-serif">BONUS</text></svg>`,
  LANTERN: `<svg viewBox="0 0 100 100"><rect x="42" y="4" width="16" height="10" rx="2" fill="#ffc83d"/><ellipse cx="50" cy="52" rx="36" ry="38" fill="#e8262b"/><ellipse cx="50" cy="52" rx="36" ry="38" fill="none" stroke="#ffc83d" stroke-width="4"/><ellipse cx="50" cy="52" rx="14" ry="38" fill="none" stroke="#ffc83d" stroke-width="3"/><rect x="45" y="88" width="10" height="10" fill="#ffc83d"/><ellipse cx="38" cy="38" rx="7" ry="11" fill="#fff" opacity=".35"/></svg>`,
  COIN: `<svg viewBox="0 0 100 100"><circle cx="50" cy="50" r="42" fill="#ffc83d" stroke="#b8860b" stroke-width="5"/><circle cx="50" cy="50" r="30" fill="none" stroke="#b8860b" stroke-width="3"/><rect x="41" y="41" width="18" height="18" fill="#b8860b" transform="rotate(45 50 50)"/></svg>`,
  GEM: `<svg viewBox="0 0 100 100"><polygon points="20,36 36,14 64,14 80,36 50,90" fill="#2ee6c9"/><polygon points="20,36 80,36 50,90" fill="#14a892"/><polygon points="36,14 50,36 64,14" fill="#b8fff3"/><polygon points="20,36 36,14 50,36" fill="#6ff5de"/></svg>`,
  BELL: `<svg viewBox="0 0 100 100"><path d="M50 10 C28 12 26 36 24 56 L16 72 L84 72 L76 56 C74 36 72 12 50 10 Z" fill="#ffb020" stroke="#8a4b00" stroke-width="3"/><circle cx="50" cy="80" r="9" fill="#8a4b00"/><path d="M36 30 C34 40 33 50 32 58" stroke="#fff" stroke-width="5" opacity=".4" fill="none" stroke-linecap="round"/></svg>`,
  CHERRY: `<svg viewBox="0 0 100 100"><path d="M52 12 C58 36 42 50 32 62 M52 12 C64 30 70 46 70 62" stroke="#3a9d2f" stroke-width="5" fill="none"/><path d="M52 12 L74 8 C70 18 60 20 52 12Z" fill="#4cc23d"/><circle cx="32" cy="70" r="18" fill="#e0203a"/><circle cx="70" cy="68" r="18" fill="#c4142f"/><circle cx="26" cy="64" r="5" fill="#fff" opacity=".6"/><circle cx="64" cy="62" r="5" fill="#fff" opacity=".6"/></svg>`,
  A: letter('A', '#ff8aa8', '#d0134a'),
  K: letter('K', '#8fd3ff', '#1769c9'),
  Q: letter('Q', '#b6f58d', '#2f9d1f'),
  J: letter('J', '#ffd08a', '#d36f09'),
  TEN: letter('10', '#d5b3ff', '#7a3fd1'),
};

export const symbolNames = Object.keys(symbolArt);
