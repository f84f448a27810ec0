import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { allowAction } from '../../../shared/lib/access-guard.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { openCentre, useCentrePageAvailable } from '../../../shared/ui/centre/centre.ts';
import { Button } from '../../../shared/ui/button/button.tsx';
import { Modal } from '../../../shared/ui/modal/modal.tsx';
import { useMemberInfo } from '../api/member-info.ts';
import { CopyIcon } from './account-icons.tsx';
import styles from './logged-in-bar.module.css';

// the QR encoder loads only when the dialog opens: the header stays as light as it was
const QrCode = lazy(() => import('../../../shared/ui/qr-code/qr-code.tsx').then((m) => ({ default: m.QrCode })));

/**
 * The affiliate link: members with an invitation code get their registration link to share
 * (/register?affiliateCode=…) and its QR code, for a phone's camera; the others are led to the
 * invite-friends page of the member centre.
 */
export function AffiliateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  const info = useMemberInfo().data;
  const [copied, setCopied] = useState(false);
  const code = info?.affiliateCode ?? null;
  const hasReferral = useCentrePageAvailable('member', 'referral');
  const link = code ? `${window.location.origin}${paths.register({ affiliateCode: code })}` : null;

  return (
    <Modal open title={t('affiliate.title')} onClose={onClose} width={460}>
      {link ? (
        <div className={styles.affiliate}>
          <p>{t('affiliate.lead')}</p>
          <div className={styles.linkBox}>
            <input readOnly value={link} aria-label={t('affiliate.link')} onFocus={(e) => e.currentTarget.select()} />
            <Button
              size="sm"
              onClick={() => {
                void navigator.clipboard?.writeText(link).then(() => setCopied(true));
              }}
            >
              <CopyIcon width={16} height={16} />
              {copied ? t('affiliate.copied') : t('affiliate.copy')}
            </Button>
          </div>
          <p className={styles.muted}>{t('affiliate.code', { code })}</p>
          <div className={styles.affiliateQr}>
            <Suspense fallback={<div className={styles.affiliateQrSpace} />}>
              <QrCode value={link} label={t('affiliate.qr')} />
            </Suspense>
            <p className={styles.muted}>{t('affiliate.scan')}</p>
          </div>
        </div>
      ) : (
        <div className={styles.affiliate}>
          <p>{t('affiliate.noCode')}</p>
          {hasReferral && (
            <Button
              block
              onClick={() => {
                onClose();
                if (allowAction('memberCentre')) openCentre('member', 'referral');
              }}
            >
              {t('affiliate.invite')}
            </Button>
          )}
        </div>
      )}
    </Modal>
  );
}
