import { Icon, type IconProps } from '../../../../shared/ui/icons/icons.tsx';

/** The transfer-to-upline page in the member-centre menu: a coin going up to a person above (decorative). */
export const UplineIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="5" r="2.5" />
    <path d="M7.5 12a4.5 4.5 0 019 0" />
    <path d="M12 21v-6M9 18l3-3 3 3" />
  </Icon>
);
