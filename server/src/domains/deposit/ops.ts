import { AppError } from '../../http/app-error.ts';
import { UsageError, type OpsCommand } from '../ops-command.ts';
import { setUplineTransfer, uplineTransferAgents } from '../wallet/upline.ts';
import { withdrawActions, withdrawUsage } from '../withdraw/ops.ts';
import { reviewReceipt } from './orders.ts';
import { listChannels, receiptsInReview, setChannelEnabled, setChannelName } from './queries.ts';
import { isLocalePack, localePacks } from '@tala/contract/languages';

const money = (minor: number) => (minor / 100).toFixed(2);

/**
 * `cashier channels`: every deposit channel with its limits, fee and switch.
 * `cashier channel <code> on|off`: shows or hides a channel on the deposit page at once.
 * `cashier channel <code> name <language> [<text>]`: the channel's name in one language (none: its
 * own name there).
 * `cashier receipts`: manual bank transfers waiting for an operator, with their receipt images
 * (`uploads save <id> <file>` writes one out); `cashier accept <orderNo>` credits one,
 * `cashier refuse <orderNo> <reason>` closes it with the reason the player reads.
 * `cashier upline`: agents whose direct members may send them money (transferUpline);
 * `cashier upline <agent> on|off` switches it for one agent (the brand setting uplineTransfer must be on too).
 */
export const cashierOps: OpsCommand = {
  usage:
    'cashier channels | cashier channel <code> on|off | cashier channel <code> name <language> [<text>] | cashier receipts | cashier accept <orderNo> | cashier refuse <orderNo> <reason> | ' +
    'cashier upline [<agent> on|off] | ' +
    withdrawUsage,
  async run(platform, [action, code, mode, ...rest]) {
    const { db } = platform;
    const withdrawAction = action !== undefined && Object.hasOwn(withdrawActions, action) ? withdrawActions[action] : undefined;
    if (withdrawAction)
      return withdrawAction(
        platform,
        [code, mode, ...rest].filter((a) => a !== undefined),
      );
    if (action === 'upline') {
      if (!code) {
        const agents = await uplineTransferAgents(db);
        return agents.length ? agents.join('\n') : 'no agent takes transfers from his members';
      }
      if (mode !== 'on' && mode !== 'off') throw new UsageError('say upline <agent> on|off');
      if (!(await setUplineTransfer(db, code, mode === 'on'))) throw new UsageError(`no agent ${code}`);
      return `transfers to agent ${code} from his direct members ${mode}`;
    }
    if (action === 'receipts') {
      const rows = await receiptsInReview(db);
      if (!rows.length) return 'no receipt waiting';
      return rows
        .map((r) =>
          [
            r.order_no,
            r.account,
            money(Number(r.amount_minor)),
            r.channel,
            `from ${r.sender_name ?? '?'}`,
            r.submitted_at ? new Date(r.submitted_at).toISOString() : '',
            `receipts ${r.receipts.join(',')}`,
          ].join('\t'),
        )
        .join('\n');
    }
    if (action === 'accept' || action === 'refuse') {
      if (!code) throw new UsageError(`say ${action} <orderNo>`);
      const note = [mode, ...rest].filter(Boolean).join(' ').trim();
      if (action === 'refuse' && !note) throw new UsageError('say why: refuse <orderNo> <reason>');
      try {
        const order = await reviewReceipt(platform, code, action === 'accept' ? { accept: true } : { accept: false, note });
        return action === 'accept'
          ? `deposit ${order.orderNo} accepted: ${money(order.creditMinor)} credited`
          : `deposit ${order.orderNo} refused: ${note}`;
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') throw new UsageError(`no receipt in review for ${code}`);
        throw error;
      }
    }
    if (action === 'channels') {
      const rows = await listChannels(db, false);
      if (!rows.length) return 'no deposit channel';
      return rows
        .map((c) =>
          [
            c.code,
            c.enabled ? 'on' : 'off',
            c.kind,
            [c.name, ...Object.entries(c.names).map(([l, n]) => `${l}:${n}`)].join(' / '),
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
    if (mode === 'name') {
      const [language, ...words] = rest;
      if (!language || !isLocalePack(language)) throw new UsageError(`say a language: ${localePacks.join(', ')}`);
      const text = words.join(' ').trim();
      if (text.length > 64) throw new UsageError('a name is at most 64 characters');
      if (!(await setChannelName(db, code.toUpperCase(), language, text || null)))
        throw new UsageError(`no deposit channel ${code}`);
      return text
        ? `deposit channel ${code.toUpperCase()} reads "${text}" in ${language}`
        : `deposit channel ${code.toUpperCase()} reads its own name in ${language}`;
    }
    if (mode !== 'on' && mode !== 'off') throw new UsageError('say on, off or name');
    if (!(await setChannelEnabled(db, code.toUpperCase(), mode === 'on'))) throw new UsageError(`no deposit channel ${code}`);
    return `deposit channel ${code.toUpperCase()} ${mode}`;
  },
};
