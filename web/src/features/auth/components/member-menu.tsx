import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { useBalance } from '../../../shared/api/balance.ts';
import { allowAction } from '../../../shared/lib/access-guard.ts';
import { TRIAL } from '@tala/contract/core/roles';
import { useIsAgent, useSessionStore } from '../../../shared/state/session.ts';
import { openDialog } from '../../../shared/state/ui-store.ts';
import { openCentre, useCentrePageAvailable } from '../../../shared/ui/centre/centre.ts';
import { ChevronDownIcon, GiftIcon, LockIcon } from '../../../shared/ui/icons/icons.tsx';
import { LogoutConfirm } from './logout-confirm.tsx';
import { BellIcon, LinkIcon, LogoutIcon, ReceiptIcon, TeamIcon, TicketIcon, UserIcon, WalletIcon } from './account-icons.tsx';
import { AffiliateDialog } from './affiliate-dialog.tsx';
import styles from './member-menu.module.css';

interface Item {
  id: string;
  label: string;
  icon: ReactNode;
  onSelect: () => void;
  className?: string;
  /** A member-centre entry a free-play account may not open: marked before it is chosen. */
  locked?: boolean;
}

/**
 * The logged-in menu (spec §2): Members, Account record, Betting record, Agent (agents only),
 * Sign out (confirmed). Entries open the member-centre or agent-centre overlay on the spec's page keys.
 */
export function MemberMenu({ account }: { account: string }) {
  const { t } = useTranslation('auth');
  const isAgent = useIsAgent();
  const trial = useSessionStore((s) => s.isAgent === TRIAL);
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [affiliateOpen, setAffiliateOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const memberPage = (page?: string) => () => {
    if (allowAction('memberCentre')) openCentre('member', page);
  };
  // an entry shows only when its centre page exists
  const hasMemberCentre = useCentrePageAvailable('member');
  const hasAccountRecord = useCentrePageAvailable('member', 'transactionHistory');
  const hasBettingRecord = useCentrePageAvailable('member', 'personalHistoryCopy');
  const hasAgentCentre = useCentrePageAvailable('agent');
  const hasWithdraw = useCentrePageAvailable('member', 'withdraw');
  const hasMessages = useCentrePageAvailable('member', 'messageV2');
  const hasRewards = useCentrePageAvailable('member', 'rewardCenter');
  const balance = useBalance().data;
  const unread = balance?.unreadCount ?? 0;
  const promos = balance?.availablePromoCount ?? 0;
  // a free-play account may open none of the member entries (spec §6 answers each with "register a
  // real account"): they stay listed, so the player sees what a real account brings, but locked,
  // and the way to that account comes first
  const entry = (shown: boolean, item: Item): Item[] => (shown ? [{ ...item, locked: trial }] : []);
  const items: Item[] = [
    ...(trial
      ? [
          {
            id: 'register',
            label: t('in_increase_submit'),
            icon: <UserIcon />,
            onSelect: () => openDialog({ name: 'register' }),
            className: styles.register,
          },
        ]
      : []),
    ...entry(hasMemberCentre, { id: 'members', label: t('menu.members'), icon: <UserIcon />, onSelect: memberPage() }),
    ...entry(hasAccountRecord, {
      id: 'accountRecord',
      label: t('menu.accountRecord'),
      icon: <ReceiptIcon />,
      onSelect: memberPage('transactionHistory'),
    }),
    ...entry(hasBettingRecord, {
      id: 'bettingRecord',
      label: t('menu.bettingRecord'),
      icon: <TicketIcon />,
      onSelect: memberPage('personalHistoryCopy'),
    }),
    // phones: the header has no room for the bell, the gift and withdraw beside deposit
    ...entry(hasMessages, {
      id: 'messages',
      label: unread > 0 ? t('messages.labelCount', { count: unread }) : t('messages.label'),
      icon: <BellIcon />,
      onSelect: memberPage('messageV2'),
      className: styles.phoneOnly,
    }),
    ...entry(hasRewards, {
      id: 'rewards',
      label: promos > 0 ? t('reward.labelCount', { count: promos }) : t('reward.label'),
      icon: <GiftIcon />,
      onSelect: memberPage('rewardCenter'),
      className: styles.phoneOnly,
    }),
    ...entry(hasWithdraw, {
      id: 'withdraw',
      label: t('cashier.withdraw'),
      icon: <WalletIcon />,
      onSelect: memberPage('withdraw'),
      className: styles.phoneOnly,
    }),
    ...entry(isAgent && hasAgentCentre, {
      id: 'agent',
      label: t('menu.agent'),
      icon: <TeamIcon />,
      onSelect: () => allowAction('agentCentre') && openCentre('agent'),
    }),
    {
      id: 'affiliate',
      label: t('affiliate.label'),
      icon: <LinkIcon />,
      // a free-play account has no invitation code: the same answer as the centre's entries
      onSelect: () => (trial ? allowAction('memberCentre') : setAffiliateOpen(true)),
      className: styles.phoneOnly,
      locked: trial,
    },
    { id: 'signOut', label: t('menu.signOut'), icon: <LogoutIcon />, onSelect: () => setConfirming(true) },
  ];

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  function onMenuKey(event: KeyboardEvent<HTMLUListElement>) {
    // entries hidden at this width (phone-only ones on desktop) are skipped
    const entries = Array.from(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []).filter(
      (el) => el.offsetParent !== null,
    );
    const index = entries.indexOf(document.activeElement as HTMLElement);
    const go = (i: number) => entries[(i + entries.length) % entries.length]?.focus();
    if (event.key === 'ArrowDown') go(index + 1);
    else if (event.key === 'ArrowUp') go(index - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(entries.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') {
      setOpen(false);
      if (event.key === 'Escape') button.current?.focus();
      return;
    } else return;
    event.preventDefault();
  }

  return (
    <div className={styles.root} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('menu.label', { account })}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {account.slice(0, 1).toUpperCase()}
        </span>
        <span className={styles.account}>{account}</span>
        <ChevronDownIcon width={16} height={16} />
      </button>
      {open && (
        <ul id={menuId} role="menu" aria-label={t('menu.title')} className={styles.menu} onKeyDown={onMenuKey}>
          {items.map((item) => (
            <li key={item.id} role="none" className={item.className}>
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={[styles.item, item.id === 'signOut' ? styles.signOut : ''].join(' ')}
                onClick={() => {
                  setOpen(false);
                  item.onSelect();
                }}
              >
                {item.icon}
                <span className={styles.label}>{item.label}</span>
                {item.locked && (
                  <span className={styles.locked}>
                    <span className="visually-hidden">, {t('menu.locked')}</span>
                    <LockIcon width={14} height={14} aria-hidden="true" />
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      <LogoutConfirm open={confirming} onClose={() => setConfirming(false)} />
      {affiliateOpen && <AffiliateDialog onClose={() => setAffiliateOpen(false)} />}
    </div>
  );
}
