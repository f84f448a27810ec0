import { createSandboxProvider, type SandboxProvider } from './sandbox/provider.ts';
import type { PaymentHost, PaymentProvider } from './types.ts';

/**
 * The payment providers of the platform, a fixed table (ADR 0007: nothing registers itself). A real
 * PSP is one more entry here and a channel row naming it; the deposit domain does not change.
 */
export interface PaymentProviders {
  byCode(code: string): PaymentProvider | null;
  sandbox: SandboxProvider;
}

export function createPaymentProviders(host: PaymentHost): PaymentProviders {
  const sandbox = createSandboxProvider(host);
  const table = new Map<string, PaymentProvider>([[sandbox.code, sandbox]]);
  return { byCode: (code) => table.get(code) ?? null, sandbox };
}
