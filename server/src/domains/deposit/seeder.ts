import { MANUAL_PROVIDER } from './orders.ts';
import type { Seeder } from '../../seed/seed.ts';

/**
 * The demo brand's deposit channels: two e-wallets, online banking and a QR payment through the
 * sandbox provider, and a manual bank transfer into the brand's account checked by an operator,
 * each with its own limits, presets and fees (minor units, basis points).
 */
const channels = [
  {
    code: 'GOWALLET',
    kind: 'ewallet',
    name: 'GoWallet',
    method: 'ewallet',
    min: 10_000,
    max: 5_000_000,
    presets: [10_000, 50_000, 100_000, 500_000],
    fixed: 0,
    bps: 0,
    processing: 'instant',
  },
  {
    code: 'MAYAPAY',
    kind: 'ewallet',
    name: 'MayaPay',
    method: 'ewallet',
    min: 10_000,
    max: 5_000_000,
    presets: [10_000, 50_000, 100_000, 500_000],
    fixed: 0,
    bps: 150,
    processing: 'instant',
  },
  {
    code: 'ONLINEBANK',
    kind: 'bank',
    name: 'Online Banking',
    names: { fil: 'Online banking', id: 'Bank online', vi: 'Ngân hàng trực tuyến', zh: '网银支付' },
    method: 'bank',
    min: 50_000,
    max: 10_000_000,
    presets: [50_000, 100_000, 500_000, 1_000_000],
    fixed: 1_500,
    bps: 0,
    processing: 'minutes15',
  },
  {
    code: 'QRPH',
    kind: 'qr',
    name: 'QR Pay',
    names: { fil: 'QR na bayad', id: 'Bayar QR', vi: 'Thanh toán QR', zh: '扫码支付' },
    method: 'qr',
    min: 5_000,
    max: 2_000_000,
    presets: [5_000, 20_000, 50_000, 100_000],
    fixed: 500,
    bps: 100,
    processing: 'minutes5',
  },
  {
    code: 'BANKXFER',
    kind: 'manual',
    name: 'Bank transfer',
    names: { fil: 'Bank transfer', id: 'Transfer bank', vi: 'Chuyển khoản ngân hàng', zh: '银行转账' },
    method: 'manual',
    min: 50_000,
    max: 50_000_000,
    presets: [50_000, 100_000, 500_000, 1_000_000],
    fixed: 0,
    bps: 0,
    processing: 'review',
  },
] as const;

/** Where the demo brand's manual transfers go (a made-up account of the demo brand). */
const demoPayee = { bankName: 'Tala Savings Bank', accountName: 'Tala Gaming Demo Inc.', accountNumber: '0012 3456 7890' };

export const seedDepositChannels: Seeder = async (sql) => {
  let sort = 0;
  for (const c of channels) {
    await sql.query(
      `INSERT INTO deposit_channels (code, kind, name, names, provider, method, min_minor, max_minor, presets_minor, fee_fixed_minor, fee_bps, processing_key, sort, payee)
       VALUES ($1, $2, $3, $14::jsonb, $4, $5, $6, $7, $8::bigint[], $9, $10, $11, $12, $13) ON CONFLICT (code) DO NOTHING`,
      [
        c.code,
        c.kind,
        c.name,
        c.kind === 'manual' ? MANUAL_PROVIDER : 'SANDBOX',
        c.method,
        c.min,
        c.max,
        [...c.presets],
        c.fixed,
        c.bps,
        c.processing,
        (sort += 10),
        c.kind === 'manual' ? JSON.stringify(demoPayee) : null,
        JSON.stringify('names' in c ? c.names : {}),
      ],
    );
  }
};
