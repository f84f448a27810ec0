import { Icon, type IconProps } from '../../../../shared/ui/icons/icons.tsx';

/** The withdraw page in the member-centre menu: money going up out of the wallet (decorative). */
export const WithdrawIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 13V3M8 7l4-4 4 4" />
    <path d="M4 14v5a1 1 0 001 1h14a1 1 0 001-1v-5" />
  </Icon>
);
