import { Icon, type IconProps } from '../../../shared/ui/icons/icons.tsx';

type P = IconProps;
export const TrophyIcon = (p: P) => (
  <Icon {...p}>
    <path d="M8 4h8v5a4 4 0 01-8 0z" />
    <path d="M8 6H5a3 3 0 003 4M16 6h3a3 3 0 01-3 4M12 13v4M8.5 20h7M10 17h4v3h-4z" />
  </Icon>
);
