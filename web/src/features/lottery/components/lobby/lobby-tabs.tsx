import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../../shared/i18n/react.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../../shared/ui/icons/icons.tsx';
import styles from './lobby-tabs.module.css';

/** Spec §2: the menu arrows appear when there are more than 7 menus. */
export const ARROWS_ABOVE_MENUS = 7;

export interface LobbyTab {
  id: string;
  label: string;
  icon?: ReactNode;
  /** A mode tab (hot, favourites, recent) rather than a menu tag. */
  mode?: boolean;
}

export interface LobbyTabsProps {
  tabs: readonly LobbyTab[];
  selected: string;
  menuCount: number;
  panelId: string;
  onSelect: (id: string) => void;
}

/** The lobby's tab strip: modes first, then "all" and the menu tags; scrolls with arrows past 7 menus. */
export function LobbyTabs({ tabs, selected, menuCount, panelId, onSelect }: LobbyTabsProps) {
  const { t } = useTranslation('lottery');
  const strip = useRef<HTMLDivElement>(null);
  const arrows = menuCount > ARROWS_ABOVE_MENUS;

  function scrollBy(direction: 1 | -1) {
    const el = strip.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.8, behavior: 'smooth' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = [...(strip.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % buttons.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + buttons.length) % buttons.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? buttons.length - 1
              : -1;
    if (next < 0 || index < 0) return;
    event.preventDefault();
    buttons[next]?.focus();
    buttons[next]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }

  return (
    <div className={styles.bar}>
      {arrows && (
        <button type="button" className={styles.arrow} aria-label={t('tabs.previous')} onClick={() => scrollBy(-1)}>
          <ChevronLeftIcon width={18} height={18} />
        </button>
      )}
      <div ref={strip} role="tablist" aria-label={t('tabs.label')} className={styles.strip} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          const separator = index > 0 && tabs[index - 1]!.mode && !tab.mode;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={`${panelId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              className={`${styles.tab} ${tab.mode ? styles.mode : ''} ${separator ? styles.separated : ''}`}
              onClick={() => onSelect(tab.id)}
            >
              {tab.icon}
              {tab.label}
            </button>
          );
        })}
      </div>
      {arrows && (
        <button type="button" className={styles.arrow} aria-label={t('tabs.next')} onClick={() => scrollBy(1)}>
          <ChevronRightIcon width={18} height={18} />
        </button>
      )}
    </div>
  );
}
