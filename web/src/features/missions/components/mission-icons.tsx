import { Icon, type IconProps } from '../../../shared/ui/icons/icons.tsx';

/** Mission activity: a flag on a pole. */
export const FlagIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 21V4" />
    <path d="M5 4h11l-2 4 2 4H5" />
  </Icon>
);

/** A signed-in day: a tick. */
export const TickIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
);
