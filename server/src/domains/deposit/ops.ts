import { UsageError, type OpsCommand } from '../ops-command.ts';
import { withdrawActions, withdrawUsage } from '../withdraw/ops.ts';
import { listChannels, setChannelEnabled } from './queries.ts';

const money = (minor: number) => (minor / 100).toFixed(2);

/**
 * `cashier channels`: every deposit channel with its limits, fee and switch.
 * `cashier channel <code> on|off`: shows or hides a channel on the deposit page at once.
 * The withdrawal actions (pending, approve, reject, payout, adjust) are the withdraw domain's.
 */
export const cashierOps: OpsCommand = {
  usage: `cashier channels | cashier channel <code> on|off | ${withdrawUsage}`,
  async run(platform, [action, code, mode, ...rest]) {
    const { db } = platform;
    const withdrawAction = action !== undefined && Object.hasOwn(withdrawActions, action) ? withdrawActions[action] : undefined;
    if (withdrawAction)
      return withdrawAction(
        platform,
        [code, mode, ...rest].filter((a) => a !== undefined),
      );
    if (action === 'channels') {
      const rows = await listChannels(db, false);
      if (!rows.length) return 'no deposit channel';
      return rows
        .map((c) =>
          [
            c.code,
            c.enabled ? 'on' : 'off',
            c.kind,
            c.name,
            c.provider,
            `${money(c.minMinor)}-${money(c.maxMinor)}`,
            `fee ${money(c.feeFixedMinor)} + ${(c.feeBps / 100).toFixed(2)}%`,
            `presets ${c.presetsMinor.map(money).join(',')}`,
          ].join('\t'),
        )
        .join('\n');
    }
    if (action !== 'channel' || !code)
      throw new UsageError('say channels, channel <code> on|off, pending, approve, reject, payout or adjust');
    if (mode !== 'on' && mode !== 'off') throw new UsageError('say on or off');
    if (!(await setChannelEnabled(db, code.toUpperCase(), mode === 'on'))) throw new UsageError(`no deposit channel ${code}`);
    return `deposit channel ${code.toUpperCase()} ${mode}`;
  },
};
