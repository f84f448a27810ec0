import type { Seeder } from '../../seed/seed.ts';
import { cryptoRng } from '../../providers/games/demo/engines/rng.ts';
import { playOne } from '../games/community-seed.ts';
import { earnPending } from './earning.ts';
import { upsertItem } from './queries.ts';

type Text = Record<'en' | 'fil' | 'id' | 'vi' | 'zh', string>;

/** The demo mall: bonus cash, free-spin vouchers and merchandise with a little stock. */
const demoItems: {
  code: string;
  kind: 'cash' | 'voucher' | 'goods';
  cost: number;
  cash: number | null;
  stock: number | null;
  title: Text;
  description: Text;
}[] = [
  {
    code: 'CASH_2',
    kind: 'cash',
    cost: 100,
    cash: 200,
    stock: null,
    title: { en: 'Bonus cash', fil: 'Bonus na pera', id: 'Uang bonus', vi: 'Tiền thưởng', zh: '奖金现金' },
    description: {
      en: 'Paid into your main wallet at once.',
      fil: 'Agad na ipinapasok sa iyong pangunahing wallet.',
      id: 'Langsung masuk ke dompet utama Anda.',
      vi: 'Được cộng ngay vào ví chính của bạn.',
      zh: '立即存入您的主钱包。',
    },
  },
  {
    code: 'CASH_10',
    kind: 'cash',
    cost: 450,
    cash: 1_000,
    stock: null,
    title: { en: 'Bonus cash', fil: 'Bonus na pera', id: 'Uang bonus', vi: 'Tiền thưởng', zh: '奖金现金' },
    description: {
      en: 'Paid into your main wallet at once.',
      fil: 'Agad na ipinapasok sa iyong pangunahing wallet.',
      id: 'Langsung masuk ke dompet utama Anda.',
      vi: 'Được cộng ngay vào ví chính của bạn.',
      zh: '立即存入您的主钱包。',
    },
  },
  {
    code: 'SPINS_10',
    kind: 'voucher',
    cost: 150,
    cash: null,
    stock: null,
    title: {
      en: '10 free spins voucher',
      fil: 'Voucher ng 10 libreng spin',
      id: 'Voucher 10 putaran gratis',
      vi: 'Phiếu 10 lượt quay miễn phí',
      zh: '10次免费旋转券',
    },
    description: {
      en: 'A code for 10 free spins; give it to customer service to use it.',
      fil: 'Code para sa 10 libreng spin; ibigay sa customer service para magamit.',
      id: 'Kode untuk 10 putaran gratis; berikan ke layanan pelanggan untuk memakainya.',
      vi: 'Mã cho 10 lượt quay miễn phí; gửi cho chăm sóc khách hàng để sử dụng.',
      zh: '10次免费旋转兑换码；请交给客服使用。',
    },
  },
  {
    code: 'TSHIRT',
    kind: 'goods',
    cost: 2_000,
    cash: null,
    stock: 10,
    title: { en: 'Brand T-shirt', fil: 'T-shirt ng brand', id: 'Kaos brand', vi: 'Áo thun thương hiệu', zh: '品牌T恤' },
    description: {
      en: 'Customer service contacts you for the size and address.',
      fil: 'Kokontakin ka ng customer service para sa sukat at address.',
      id: 'Layanan pelanggan akan menghubungi Anda untuk ukuran dan alamat.',
      vi: 'Chăm sóc khách hàng sẽ liên hệ bạn về kích cỡ và địa chỉ.',
      zh: '客服会联系您确认尺码和地址。',
    },
  },
  {
    code: 'MUG',
    kind: 'goods',
    cost: 800,
    cash: null,
    stock: 5,
    title: { en: 'Brand mug', fil: 'Tasa ng brand', id: 'Mug brand', vi: 'Cốc thương hiệu', zh: '品牌马克杯' },
    description: {
      en: 'Customer service contacts you for the delivery address.',
      fil: 'Kokontakin ka ng customer service para sa address ng padala.',
      id: 'Layanan pelanggan akan menghubungi Anda untuk alamat pengiriman.',
      vi: 'Chăm sóc khách hàng sẽ liên hệ bạn về địa chỉ giao hàng.',
      zh: '客服会联系您确认收货地址。',
    },
  },
];

/** Rounds the demo player has played by the time the site opens: his points come from them. */
const DEMO_ROUNDS = 80;

/**
 * The mall's items, and the demo player's points earned honestly: he plays real rounds (the
 * production engines, money through the ledger, as the community players do) and the same earning
 * function the job runs turns their stakes into points.
 */
export const seedPoints: Seeder = async (sql) => {
  for (const [sort, item] of demoItems.entries()) {
    await upsertItem(sql, {
      code: item.code,
      kind: item.kind,
      title: item.title,
      description: item.description,
      cost_points: item.cost,
      cash_minor: item.cash,
      stock: item.stock,
      sort,
    });
  }
  const [demo] = await sql.query<{ id: number }>(`SELECT id FROM members WHERE account = 'demo'`);
  const games = await sql.query<{ node_id: number; vendor: string; engine: string; min_bet: number; min_line_num: number }>(
    `SELECT g.node_id, g.vendor, g.engine, g.min_bet, g.min_line_num FROM games g JOIN game_vendors v ON v.code = g.vendor
      WHERE g.engine IS NOT NULL AND NOT g.maintenance AND NOT v.maintenance AND NOT v.own_wallet AND g.is_hot`,
  );
  if (demo && games.length) {
    const rng = cryptoRng();
    for (let i = 0; i < DEMO_ROUNDS; i++) {
      try {
        await playOne(sql, Number(demo.id), games[rng(games.length)]!, rng);
      } catch {
        break; // out of money: a real outcome too
      }
    }
  }
  await earnPending(sql, { limit: 10_000 });
};
