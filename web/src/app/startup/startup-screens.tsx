import { useTranslation } from '../../shared/i18n/react.tsx';
import type { CustomerService } from '@tala/contract/system';
import { customerServiceUrl, openCustomerService } from '../../shared/lib/customer-service.ts';
import { Button, buttonClass } from '../../shared/ui/button/button.tsx';
import { HeadsetIcon, ShieldIcon, WifiOffIcon, WrenchIcon } from '../../shared/ui/icons/icons.tsx';
import { BrandedLoading, StatusScreen } from './status-screen.tsx';

export function LoadingScreen() {
  const { t } = useTranslation();
  return <BrandedLoading label={t('app.loading')} />;
}

/**
 * The brand's outside service; without one, its Telegram channel: the in-house service (the chat's
 * support room) needs a signed-in member and the API, which these screens do not have.
 */
function CustomerServiceButton({ service }: { service: CustomerService | undefined }) {
  const { t } = useTranslation();
  if (!customerServiceUrl(service)) {
    if (!service?.telegram) return null;
    return (
      <a href={service.telegram} target="_blank" rel="noopener noreferrer" className={buttonClass('primary', 'lg')}>
        <HeadsetIcon />
        {t('startup.customerService')}
      </a>
    );
  }
  return (
    <Button size="lg" onClick={() => openCustomerService(service)}>
      <HeadsetIcon />
      {t('startup.customerService')}
    </Button>
  );
}

export function MaintenancePage({ service }: { service: CustomerService | undefined }) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={<WrenchIcon width={16} height={16} />}
      title={t('startup.maintenanceTitle')}
      actions={<CustomerServiceButton service={service} />}
    >
      <p>{t('startup.maintenanceText')}</p>
    </StatusScreen>
  );
}

export function RegionBlockedPage({ ip, service }: { ip: string | undefined; service: CustomerService | undefined }) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={<ShieldIcon width={16} height={16} />}
      title={t('startup.blockedTitle')}
      actions={<CustomerServiceButton service={service} />}
    >
      <p>{t('startup.blockedText')}</p>
      {ip && (
        <p>
          <strong>{t('startup.yourIp', { ip })}</strong>
        </p>
      )}
    </StatusScreen>
  );
}

export function RetryScreen({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={<WifiOffIcon width={16} height={16} />}
      title={t('startup.offlineTitle')}
      actions={
        <Button size="lg" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
          {t('startup.retry')}
        </Button>
      }
    >
      <p>{t('startup.offlineText')}</p>
    </StatusScreen>
  );
}
