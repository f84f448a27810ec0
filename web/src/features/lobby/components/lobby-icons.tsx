import { Icon, type IconProps } from '../../../shared/ui/icons/icons.tsx';

/** Lobby line icons (24×24, currentColor), decorative: their controls carry the names. */
type P = IconProps;

export const HeartIcon = (p: P) => (
  <Icon {...p}>
    <path d="M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z" />
  </Icon>
);
export const FlameIcon = (p: P) => (
  <Icon {...p} fill="currentColor" stroke="none">
    <path d="M12 2c1 3.5 5 5.5 5 10.5A5 5 0 017 12.5c0-2 1-3.5 2-4.5 0 2 1 3 2 3 0-3-1-6 1-9z" />
  </Icon>
);
export const PlayIcon = (p: P) => (
  <Icon {...p} fill="currentColor" stroke="none">
    <path d="M8 5.5v13a1 1 0 001.5.9l10-6.5a1 1 0 000-1.7l-10-6.6A1 1 0 008 5.5z" />
  </Icon>
);
export const SearchIcon = (p: P) => (
  <Icon {...p}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2" />
  </Icon>
);
export const ClockIcon = (p: P) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Icon>
);
export const WrenchIcon = (p: P) => (
  <Icon {...p}>
    <path d="M14.5 5.5a4 4 0 005 5L12 18a2.1 2.1 0 01-3-3l7.5-7.5a4 4 0 01-2-2z" />
  </Icon>
);
export const UsersIcon = (p: P) => (
  <Icon {...p}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M3 20a6 6 0 0112 0M16 4.5a3.5 3.5 0 010 7M18 14a6 6 0 013 6" />
  </Icon>
);

/** One icon per game category, for the side menu and the shortcuts. */
export const categoryIcons: Record<string, (p: P) => React.JSX.Element> = {
  ELOTT: (p) => (
    <Icon {...p}>
      <rect x="4" y="3" width="16" height="18" rx="2.5" />
      <circle cx="9" cy="9" r="1.8" />
      <circle cx="15" cy="9" r="1.8" />
      <circle cx="12" cy="15" r="1.8" />
    </Icon>
  ),
  LOTT: (p) => (
    <Icon {...p}>
      <circle cx="8" cy="9" r="4" />
      <circle cx="16" cy="9" r="4" />
      <circle cx="12" cy="16" r="4" />
    </Icon>
  ),
  LIVE: (p) => (
    <Icon {...p}>
      <circle cx="12" cy="8" r="3.5" />
      <path d="M5 20c.8-4 3.5-6 7-6s6.2 2 7 6" />
      <path d="M3.5 6.5a9 9 0 000 3M20.5 6.5a9 9 0 010 3" />
    </Icon>
  ),
  SPORTS: (p) => (
    <Icon {...p}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5l4 2.9-1.5 4.6h-5L8 10.4z" />
      <path d="M12 3.5v4M16 10.4l4-1.3M14.5 15l2.5 3.5M9.5 15L7 18.5M8 10.4L4 9.1" />
    </Icon>
  ),
  FISH: (p) => (
    <Icon {...p}>
      <path d="M3 12c3-5 9-6.5 14-2l4-3v10l-4-3c-5 4.5-11 3-14-2z" />
      <circle cx="8" cy="11" r="1" fill="currentColor" />
    </Icon>
  ),
  RNG: (p) => (
    <Icon {...p}>
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <path d="M9 5v14M15 5v14" />
      <path d="M5 12.5l1.5-2h-1.5M11 12.5l1.5-2H11M17 12.5l1.5-2H17" />
    </Icon>
  ),
  PVP: (p) => (
    <Icon {...p}>
      <rect x="3" y="6" width="10" height="14" rx="2" transform="rotate(-10 8 13)" />
      <rect x="11" y="4" width="10" height="14" rx="2" transform="rotate(10 16 11)" />
      <path d="M16 9l1.5 2-1.5 2-1.5-2z" />
    </Icon>
  ),
  ESPORTS: (p) => (
    <Icon {...p}>
      <path d="M7 8h10a5 5 0 015 5v1a3 3 0 01-5.4 1.8L15 14H9l-1.6 1.8A3 3 0 012 14v-1a5 5 0 015-5z" />
      <path d="M7 11v3M5.5 12.5h3" />
      <circle cx="16" cy="12" r=".8" fill="currentColor" />
      <circle cx="18" cy="13.5" r=".8" fill="currentColor" />
    </Icon>
  ),
  MINI: (p) => (
    <Icon {...p}>
      <rect x="4" y="4" width="16" height="16" rx="3.5" />
      <circle cx="9" cy="9" r="1.2" fill="currentColor" />
      <circle cx="15" cy="15" r="1.2" fill="currentColor" />
      <circle cx="15" cy="9" r="1.2" fill="currentColor" />
      <circle cx="9" cy="15" r="1.2" fill="currentColor" />
      <circle cx="12" cy="12" r="1.2" fill="currentColor" />
    </Icon>
  ),
};
