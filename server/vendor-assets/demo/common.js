// Shared runtime of the in-house vendor's game pages: the launch ticket, the round API, money
// formatting and the page's texts in the five languages of the site.

const texts = {
  en: {
    balance: 'Balance',
    stake: 'Stake',
    win: 'Win',
    totalBet: 'Total bet',
    lineBet: 'Line bet',
    lines: 'Lines',
    spin: 'Spin',
    spinning: 'Spinning…',
    auto: 'Auto',
    stop: 'Stop',
    paytable: 'Paytable',
    close: 'Close',
    deal: 'Deal',
    dealing: 'Dealing…',
    clear: 'Clear',
    rebet: 'Rebet',
    player: 'Player',
    banker: 'Banker',
    tie: 'Tie',
    roll: 'Roll',
    rolling: 'Rolling…',
    under: 'Roll under',
    over: 'Roll over',
    chance: 'Win chance',
    payout: 'Payout',
    target: 'Target',
    half: '½',
    double: '2×',
    min: 'Min',
    max: 'Max',
    betDown: 'Lower the line bet',
    betUp: 'Raise the line bet',
    history: 'History',
    youWin: 'You win',
    noWin: 'No win',
    push: 'Push',
    loading: 'Loading…',
    expired: 'Your game session has ended. Close the game and launch it again.',
    insufficient: 'Your balance is not enough for this stake.',
    range: 'The stake is outside the table limits.',
    maintenance: 'This game is under maintenance.',
    network: 'Network problem: your round is safe, trying again…',
    failed: 'The round could not be played; any stake taken was returned.',
    placeBet: 'Place a bet first.',
    scatterWin: 'Scatter pays',
    lineWin: 'Line',
    wild: 'Substitutes for every symbol except the scatter.',
    scatter: 'Pays anywhere, on the total bet.',
    rtp: 'Return to player 97.06%: 95.96% from the reels and 1.10% from the progressive jackpot (1% of every stake feeds it; a spin wins the whole pool with chance stake ÷ 1,000,000.00).',
    jackpotWin: 'JACKPOT!',
    pays: 'pays',
    bankerNote: 'Banker pays 0.95 to 1',
  },
  fil: {
    balance: 'Balanse',
    stake: 'Taya',
    win: 'Panalo',
    totalBet: 'Kabuuang taya',
    lineBet: 'Taya bawat linya',
    lines: 'Mga linya',
    spin: 'Paikutin',
    spinning: 'Umiikot…',
    auto: 'Auto',
    stop: 'Ihinto',
    paytable: 'Talaan ng bayad',
    close: 'Isara',
    deal: 'Ibigay',
    dealing: 'Nagbibigay…',
    clear: 'Burahin',
    rebet: 'Ulitin',
    player: 'Player',
    banker: 'Banker',
    tie: 'Tabla',
    roll: 'Igulong',
    rolling: 'Gumugulong…',
    under: 'Mas mababa',
    over: 'Mas mataas',
    chance: 'Tsansa',
    payout: 'Bayad',
    target: 'Target',
    half: '½',
    double: '2×',
    min: 'Min',
    max: 'Max',
    betDown: 'Ibaba ang taya kada linya',
    betUp: 'Itaas ang taya kada linya',
    history: 'Kasaysayan',
    youWin: 'Nanalo ka',
    noWin: 'Walang panalo',
    push: 'Tabla',
    loading: 'Naglo-load…',
    expired: 'Natapos na ang session ng laro. Isara at buksan muli ang laro.',
    insufficient: 'Kulang ang iyong balanse para sa tayang ito.',
    range: 'Lampas sa limitasyon ng mesa ang taya.',
    maintenance: 'Kasalukuyang inaayos ang larong ito.',
    network: 'Problema sa network: ligtas ang iyong round, sinusubukang muli…',
    failed: 'Hindi nalaro ang round; ibinalik ang anumang taya.',
    placeBet: 'Maglagay muna ng taya.',
    scatterWin: 'Bayad ng scatter',
    lineWin: 'Linya',
    wild: 'Pumapalit sa lahat ng simbolo maliban sa scatter.',
    scatter: 'Nagbabayad kahit saan, batay sa kabuuang taya.',
    rtp: 'Balik sa manlalaro 97.06%: 95.96% mula sa reels at 1.10% mula sa progresibong jackpot (1% ng bawat taya ang napupunta rito; ang isang ikot ay nananalo ng buong pool sa tsansang taya ÷ 1,000,000.00).',
    jackpotWin: 'JACKPOT!',
    pays: 'bayad',
    bankerNote: 'Banker: 0.95 sa 1',
  },
  id: {
    balance: 'Saldo',
    stake: 'Taruhan',
    win: 'Menang',
    totalBet: 'Total taruhan',
    lineBet: 'Taruhan per garis',
    lines: 'Garis',
    spin: 'Putar',
    spinning: 'Berputar…',
    auto: 'Otomatis',
    stop: 'Berhenti',
    paytable: 'Tabel bayar',
    close: 'Tutup',
    deal: 'Bagikan',
    dealing: 'Membagikan…',
    clear: 'Hapus',
    rebet: 'Ulangi',
    player: 'Player',
    banker: 'Banker',
    tie: 'Seri',
    roll: 'Lempar',
    rolling: 'Melempar…',
    under: 'Di bawah',
    over: 'Di atas',
    chance: 'Peluang menang',
    payout: 'Pembayaran',
    target: 'Target',
    half: '½',
    double: '2×',
    min: 'Min',
    max: 'Maks',
    betDown: 'Turunkan taruhan per garis',
    betUp: 'Naikkan taruhan per garis',
    history: 'Riwayat',
    youWin: 'Anda menang',
    noWin: 'Tidak menang',
    push: 'Seri',
    loading: 'Memuat…',
    expired: 'Sesi permainan berakhir. Tutup dan buka kembali permainan.',
    insufficient: 'Saldo Anda tidak cukup untuk taruhan ini.',
    range: 'Taruhan di luar batas meja.',
    maintenance: 'Permainan ini sedang dalam pemeliharaan.',
    network: 'Masalah jaringan: ronde Anda aman, mencoba lagi…',
    failed: 'Ronde tidak dapat dimainkan; taruhan yang diambil telah dikembalikan.',
    placeBet: 'Pasang taruhan dulu.',
    scatterWin: 'Bayaran scatter',
    lineWin: 'Garis',
    wild: 'Menggantikan semua simbol kecuali scatter.',
    scatter: 'Membayar di mana saja, dari total taruhan.',
    rtp: 'Pengembalian ke pemain 97,06%: 95,96% dari gulungan dan 1,10% dari jackpot progresif (1% dari setiap taruhan masuk ke sana; satu putaran memenangkan seluruh pool dengan peluang taruhan ÷ 1.000.000,00).',
    jackpotWin: 'JACKPOT!',
    pays: 'bayar',
    bankerNote: 'Banker membayar 0,95 banding 1',
  },
  vi: {
    balance: 'Số dư',
    stake: 'Tiền cược',
    win: 'Thắng',
    totalBet: 'Tổng cược',
    lineBet: 'Cược mỗi dòng',
    lines: 'Dòng',
    spin: 'Quay',
    spinning: 'Đang quay…',
    auto: 'Tự động',
    stop: 'Dừng',
    paytable: 'Bảng trả thưởng',
    close: 'Đóng',
    deal: 'Chia bài',
    dealing: 'Đang chia…',
    clear: 'Xóa',
    rebet: 'Cược lại',
    player: 'Con',
    banker: 'Cái',
    tie: 'Hòa',
    roll: 'Lắc',
    rolling: 'Đang lắc…',
    under: 'Nhỏ hơn',
    over: 'Lớn hơn',
    chance: 'Tỷ lệ thắng',
    payout: 'Trả thưởng',
    target: 'Mốc',
    half: '½',
    double: '2×',
    min: 'Tối thiểu',
    max: 'Tối đa',
    betDown: 'Giảm cược mỗi dòng',
    betUp: 'Tăng cược mỗi dòng',
    history: 'Lịch sử',
    youWin: 'Bạn thắng',
    noWin: 'Không thắng',
    push: 'Hòa',
    loading: 'Đang tải…',
    expired: 'Phiên chơi đã kết thúc. Hãy đóng và mở lại trò chơi.',
    insufficient: 'Số dư không đủ cho mức cược này.',
    range: 'Mức cược nằm ngoài giới hạn bàn.',
    maintenance: 'Trò chơi đang bảo trì.',
    network: 'Lỗi mạng: ván của bạn an toàn, đang thử lại…',
    failed: 'Không thể chơi ván này; tiền cược đã được hoàn lại.',
    placeBet: 'Hãy đặt cược trước.',
    scatterWin: 'Thưởng scatter',
    lineWin: 'Dòng',
    wild: 'Thay thế mọi biểu tượng trừ scatter.',
    scatter: 'Trả thưởng ở bất kỳ vị trí nào, theo tổng cược.',
    rtp: 'Tỷ lệ hoàn trả 97,06%: 95,96% từ các cuộn và 1,10% từ giải độc đắc lũy tiến (1% mỗi lần cược được góp vào; mỗi lượt quay thắng toàn bộ quỹ với xác suất tiền cược ÷ 1.000.000,00).',
    jackpotWin: 'TRÚNG ĐỘC ĐẮC!',
    pays: 'trả',
    bankerNote: 'Cái trả 0,95 ăn 1',
  },
  zh: {
    balance: '余额',
    stake: '投注',
    win: '赢得',
    totalBet: '总投注',
    lineBet: '每线投注',
    lines: '线数',
    spin: '旋转',
    spinning: '旋转中…',
    auto: '自动',
    stop: '停止',
    paytable: '赔付表',
    close: '关闭',
    deal: '发牌',
    dealing: '发牌中…',
    clear: '清除',
    rebet: '重复投注',
    player: '闲',
    banker: '庄',
    tie: '和',
    roll: '掷骰',
    rolling: '掷骰中…',
    under: '小于',
    over: '大于',
    chance: '胜率',
    payout: '赔率',
    target: '目标',
    half: '½',
    double: '2×',
    min: '最小',
    max: '最大',
    betDown: '降低单线投注',
    betUp: '提高单线投注',
    history: '历史',
    youWin: '恭喜赢得',
    noWin: '未中奖',
    push: '退还',
    loading: '加载中…',
    expired: '游戏会话已结束，请关闭后重新进入游戏。',
    insufficient: '余额不足，无法投注此金额。',
    range: '投注金额超出桌台限额。',
    maintenance: '该游戏正在维护中。',
    network: '网络异常：本局安全，正在重试…',
    failed: '本局未能完成，已退还投注金额。',
    placeBet: '请先下注。',
    scatterWin: '分散符号奖励',
    lineWin: '线',
    wild: '可替代除分散符号外的所有符号。',
    scatter: '任意位置出现即赔付，按总投注计算。',
    rtp: '返还率 97.06%：转轴 95.96%，累积奖池 1.10%（每笔投注的 1% 注入奖池；每次旋转赢得整个奖池的概率为 投注额 ÷ 1,000,000.00）。',
    jackpotWin: '赢得奖池！',
    pays: '赔付',
    bankerNote: '庄赢赔 0.95 倍',
  },
};

const hashParams = new URLSearchParams(location.hash.slice(1));
let ticket = hashParams.get('t') ?? '';
const engine = location.pathname.split('/').filter(Boolean)[2] ?? '';

export let lang = 'en';

/**
 * A game's own texts, kept in its folder (e.g. poker/texts.js) and merged here before openSession():
 * each pack (en, fil, id, vi, zh) must carry every key of en.
 */
export function addTexts(packs) {
  for (const [code, pack] of Object.entries(packs)) texts[code] = { ...(texts[code] ?? {}), ...pack };
}
/** Sets the page language without a session (the verify page is opened without a ticket). */
export function setLanguage(code) {
  lang = texts[code] ? code : 'en';
  document.documentElement.lang = lang;
}
export const t = (key) => (texts[lang] ?? texts.en)[key] ?? texts.en[key] ?? key;

/** Keeps the renewed ticket in the fragment (never sent to a server) so a reload keeps playing. */
function keepTicket(next) {
  if (!next) return;
  ticket = next;
  history.replaceState(null, '', `${location.pathname}#t=${next}`);
}

export class RoundError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

const messageOf = (code) =>
  ({
    SESSION_EXPIRED: t('expired'),
    INSUFFICIENT_BALANCE: t('insufficient'),
    STAKE_OUT_OF_RANGE: t('range'),
    GAME_MAINTENANCE: t('maintenance'),
    ROUND_CLOSED: t('roundClosed'),
    ROUND_NOT_FOUND: t('roundClosed'),
  })[code] ?? t('failed');

/** A call to this game's vendor API (GET without a body, POST with one); keeps the renewed ticket. */
export async function call(path, body) {
  const res = await fetch(`/vendor/demo/api/${engine}/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'x-ticket': ticket, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => ({ success: false, code: 'UNKNOWN' }));
  if (!json.success) throw new RoundError(json.code ?? 'UNKNOWN', messageOf(json.code));
  keepTicket(json.value.ticket);
  return json.value;
}

/** A GET of the game's own API (e.g. bingo/state), with the ticket kept fresh like every call. */
export const apiGet = (path) => call(path);
/** The current game ticket (a page's own streams send it in the x-ticket header). */
export const currentTicket = () => ticket;

export async function openSession() {
  const session = await call('session');
  lang = texts[session.language] ? session.language : 'en';
  document.documentElement.lang = lang;
  return session;
}

export const newRoundId = () => crypto.randomUUID().replace(/-/g, '');

/**
 * Plays one round (or one step of a two-step round: pass its id). The round id is made once; a network failure retries the SAME id, which the
 * server answers with the stored result instead of playing (and charging) again.
 */
export async function playRound(path, body, onRetry, roundId = newRoundId()) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call(path, { ...body, roundId });
    } catch (err) {
      if (err instanceof RoundError || attempt >= 3) throw err;
      onRetry?.();
      await new Promise((r) => setTimeout(r, 600 * (attempt + 1)));
    }
  }
}

export function money(minor, currency = '') {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}${currency}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

export const $ = (sel, root = document) => root.querySelector(sel);

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'class') node.className = v;
    else if (k === 'text') node.textContent = v;
    else if (k.startsWith('on')) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v);
  }
  for (const c of children) node.append(c);
  return node;
}

/** Fills [data-t] elements with their texts. */
export function translatePage() {
  for (const node of document.querySelectorAll('[data-t]')) node.textContent = t(node.dataset.t);
  for (const node of document.querySelectorAll('[data-t-label]')) node.setAttribute('aria-label', t(node.dataset.tLabel));
}

let toastTimer;
export function toast(message, kind = 'error') {
  const box = $('#toast');
  box.textContent = message;
  box.dataset.kind = kind;
  box.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => (box.hidden = true), 4200);
}

/** The shared header: game name, balance; returns a setter for the balance. */
export function header(session) {
  $('#game-name').textContent = session.room ? `${session.gameName} · ${session.room}` : session.gameName;
  $('#vendor').textContent = session.vendor;
  document.title = session.gameName;
  const out = $('#balance');
  return (minor) => {
    out.textContent = money(minor, session.currency);
    out.classList.remove('bump');
    void out.offsetWidth;
    out.classList.add('bump');
  };
}

/**
 * A game page's start: opens the session, translates the page and fills its header. Returns the
 * session and the header's balance setter, or null when the session could not open (the page then
 * shows why, through fatal).
 */
export async function startPage() {
  let session;
  try {
    session = await openSession();
  } catch (err) {
    fatal(err);
    return null;
  }
  translatePage();
  const setBalance = header(session);
  setBalance(session.balance);
  return { session, setBalance };
}

export function fatal(err) {
  $('#loading')?.remove();
  const box = $('#fatal');
  box.textContent = err instanceof RoundError ? err.message : t('expired');
  box.hidden = false;
}
