import type { ChannelKind } from '@tala/contract/deposit';
import { Icon, type IconProps } from '../../../../shared/ui/icons/icons.tsx';

/** Line icons of the deposit page (24×24, currentColor); decorative, the control is labelled. */
type P = IconProps;

/** The deposit page in the member-centre menu: money going down into the wallet. */
export const DepositIcon = (p: P) => (
  <Icon {...p}>
    <path d="M12 3v10M8 9l4 4 4-4" />
    <path d="M4 14v5a1 1 0 001 1h14a1 1 0 001-1v-5" />
  </Icon>
);

const EwalletIcon = (p: P) => (
  <Icon {...p}>
    <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
    <path d="M10.5 18.5h3" />
    <circle cx="12" cy="10" r="3.2" />
    <path d="M12 8.6v2.8" />
  </Icon>
);

const BankIcon = (p: P) => (
  <Icon {...p}>
    <path d="M3 9.5L12 4l9 5.5M4.5 10v8M9.5 10v8M14.5 10v8M19.5 10v8M3 20.5h18" />
  </Icon>
);

const QrIcon = (p: P) => (
  <Icon {...p}>
    <rect x="3.5" y="3.5" width="6.5" height="6.5" rx="1" />
    <rect x="14" y="3.5" width="6.5" height="6.5" rx="1" />
    <rect x="3.5" y="14" width="6.5" height="6.5" rx="1" />
    <path d="M14 14h2.5v2.5H14zM18 18h2.5v2.5H18zM18 14h2.5M14 18v2.5" />
  </Icon>
);

/** A bank transfer with a receipt: a slip with an arrow across. */
const TransferIcon = (p: P) => (
  <Icon {...p}>
    <path d="M6 3.5h9l3 3v14H6z" />
    <path d="M9 10h6M9 13.5h6M9 17h3" />
    <path d="M15 3.5v3h3" />
  </Icon>
);

const byKind: Record<ChannelKind, (p: P) => React.JSX.Element> = {
  ewallet: EwalletIcon,
  bank: BankIcon,
  qr: QrIcon,
  manual: TransferIcon,
};

export function ChannelIcon({ kind, ...p }: P & { kind: ChannelKind }) {
  const Drawn = byKind[kind];
  return <Drawn {...p} />;
}
