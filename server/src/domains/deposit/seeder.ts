import type { Seeder } from '../../seed/seed.ts';

/**
 * The demo brand's deposit channels, all through the sandbox provider: two e-wallets, online
 * banking and a QR payment, with their own limits, presets and fees (minor units, basis points).
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
    method: 'qr',
    min: 5_000,
    max: 2_000_000,
    presets: [5_000, 20_000, 50_000, 100_000],
    fixed: 500,
    bps: 100,
    processing: 'minutes5',
  },
] as const;

export const seedDepositChannels: Seeder = async (sql) => {
  let sort = 0;
  for (const c of channels) {
    await sql.query(
      `INSERT INTO deposit_channels (code, kind, name, provider, method, min_minor, max_minor, presets_minor, fee_fixed_minor, fee_bps, processing_key, sort)
       VALUES ($1, $2, $3, 'SANDBOX', $4, $5, $6, $7::bigint[], $8, $9, $10, $11) ON CONFLICT (code) DO NOTHING`,
      [c.code, c.kind, c.name, c.method, c.min, c.max, [...c.presets], c.fixed, c.bps, c.processing, (sort += 10)],
    );
  }
};
