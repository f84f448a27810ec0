import { Icon, type IconProps } from '../../../shared/ui/icons/icons.tsx';

/** Bonus details: a stack of coins. */
export const CoinsIcon = (p: IconProps) => (
  <Icon {...p}>
    <ellipse cx="9" cy="6" rx="6" ry="2.5" />
    <path d="M3 6v4c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5V6" />
    <path d="M9 16.5c-3.3 0-6-1.1-6-2.5v-4M15 10.5c3.3 0 6 1.1 6 2.5v4c0 1.4-2.7 2.5-6 2.5s-6-1.1-6-2.5" />
    <path d="M9 14c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5" />
  </Icon>
);
