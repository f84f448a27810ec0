import type { ReactNode } from 'react';
import { AccountsRuntime, HeaderAccountSlot, HeaderActionsSlot, VipDockSlot } from './compose/accounts.tsx';
import { GameCategoriesSlot } from './compose/games.tsx';

/**
 * Extension points of the shell, filled by features composed here (features never import app/).
 *
 * - headerAccount: the header's login form / logged-in bar (the auth feature).
 * - headerActions: extra header entries before the account area (register button, reward centre,
 *   affiliate link); hidden with the header on /seamless and /lottery.
 * - sideMenuCategories: the side menu's game-category entries, inserted after Home (the lobby
 *   feature). Render <li> elements; `mini` is true when the menu is in mini mode; `placeholder`
 *   (rows that keep the entries' place) while their data loads; `onRows` reports how many entries
 *   there are, so the next page load reserves that many.
 * - overlays: always-mounted extras such as the mini game.
 * - menuDock: below the side menu's entries (desktop rail and phone drawer): the VIP shortcut.
 */
export interface SideMenuCategoriesSlotProps {
  mini: boolean;
  placeholder: ReactNode;
  onRows: (rows: number) => void;
}

export interface ShellSlots {
  headerAccount: () => ReactNode;
  headerActions: () => ReactNode;
  sideMenuCategories: (props: SideMenuCategoriesSlotProps) => ReactNode;
  overlays: () => ReactNode;
  menuDock: () => ReactNode;
}

export const slots: ShellSlots = {
  headerAccount: () => <HeaderAccountSlot />,
  headerActions: () => <HeaderActionsSlot />,
  sideMenuCategories: (props) => <GameCategoriesSlot {...props} />,
  overlays: () => <AccountsRuntime />,
  menuDock: () => <VipDockSlot />,
};
