import { deposit } from '@tala/contract/deposit';
import type { FastifyInstance } from 'fastify';
import type { Domain } from '../../http/app.ts';
import { AppError } from '../../http/app-error.ts';
import type { Platform } from '../../http/context.ts';
import { createPaymentProviders, type PaymentProviders } from '../../providers/payments/registry.ts';
import { createOrder, settleOrder, submitReceipt } from './orders.ts';
import { listChannels, orderByNo, orderPage, toOrder } from './queries.ts';

/**
 * The providers as the HTTP side uses them: a provider in this process notifies through the
 * platform's own notify route (app.inject), the very path an outside provider's POST takes.
 */
function providersFor(app: FastifyInstance, platform: Platform): PaymentProviders {
  return createPaymentProviders({
    db: platform.db,
    async post(path, body, headers) {
      const res = await app.inject({ method: 'POST', url: path, payload: body, headers });
      return { status: res.statusCode, body: res.body };
    },
  });
}

export const depositDomain: Domain = {
  name: 'deposit',
  register({ app, bind, platform }) {
    const { db } = platform;
    const providers = providersFor(app, platform);

    bind(deposit.channels, async () => ({
      channels: (await listChannels(db, true)).map(({ provider: _p, method: _m, enabled: _e, sort: _s, ...channel }) => channel),
    }));

    bind(deposit.create, ({ member, input, req }) =>
      createOrder(platform, providers, {
        memberId: member!.id,
        channel: input.channel,
        amountMinor: input.amount,
        requestId: input.requestId,
        siteOrigin: `${req.protocol}://${req.host}`,
      }),
    );

    bind(deposit.order, async ({ member, input }) => {
      // another member's order is as unknown as one that does not exist
      const row = await orderByNo(db, input.orderNo, { memberId: member!.id });
      if (!row) throw new AppError('NOT_FOUND', { field: 'orderNo', message: 'Deposit order not found.' });
      return toOrder(row);
    });

    bind(deposit.receipt, ({ member, input }) =>
      submitReceipt(platform, {
        memberId: member!.id,
        orderNo: input.orderNo,
        senderName: input.senderName,
        receipts: input.receipts,
      }),
    );

    bind(deposit.orders, async ({ member, input }) => {
      const { rows, total } = await orderPage(db, member!.id, input.pageNo, input.pageSize);
      return { list: rows.map(toOrder), total, totalPages: Math.ceil(total / input.pageSize) };
    });

    // POST /payments/notify/:provider — a provider's signed server-to-server notification
    void app.register(async (scope) => {
      // the signature covers the exact bytes: keep the body as text
      scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) =>
        done(null, body),
      );
      scope.post<{ Params: { provider: string }; Body: string }>('/payments/notify/:provider', async (req) => {
        const provider = providers.byCode(req.params.provider);
        if (!provider) throw new AppError('CALLBACK_REJECTED', { message: 'Unknown provider.' });
        const headers = Object.fromEntries(
          Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]),
        ) as Record<string, string | undefined>;
        const notification = await provider.verifyNotification(typeof req.body === 'string' ? req.body : '', headers);
        const { order, replayed } = await settleOrder(platform, notification);
        return { success: true, value: { orderNo: order.orderNo, status: order.status, replayed } };
      });
    });

    // the sandbox provider's hosted checkout, on the platform's origin
    providers.sandbox.registerPages(app);
  },
};
