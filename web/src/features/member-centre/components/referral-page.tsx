import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { formatDateTime, useFormat } from '../../../shared/lib/format.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { Button } from '../../../shared/ui/button/button.tsx';
import type { CentrePageProps } from '../../../shared/ui/centre/pages.ts';
import { QrCode } from '../../../shared/ui/qr-code/qr-code.tsx';
import { useReferral } from '../api/reports.ts';
import { RecordListState } from './record-parts.tsx';
import styles from './referral-page.module.css';
import listStyles from './record-list.module.css';

/**
 * Invite friends: the member's invitation code, link and the link's QR code to share, the brand's
 * reward rule, and the friends who registered with it with what each earned him.
 */
export default function ReferralPage(_: CentrePageProps) {
  const { t } = useTranslation('memberCentre');
  const { money } = useFormat();
  const referral = useReferral();
  const data = referral.data;
  const link = data ? `${window.location.origin}${paths.register({ referralCode: data.code })}` : '';

  return (
    <div className={listStyles.root}>
      <RecordListState query={referral} empty={false} emptyText="">
        {data && (
          <>
            <section className={styles.share} aria-labelledby="referral-share">
              <h3 id="referral-share" className={styles.heading}>
                {t('referral.title')}
              </h3>
              <p className={styles.note}>{t('referral.intro')}</p>
              {data.rule && (
                <p className={styles.rule}>
                  {t('referral.rule', { min: money(data.rule.minDepositMinor), reward: money(data.rule.rewardMinor) })}
                </p>
              )}
              <div className={styles.shareBody}>
                <div className={styles.copies}>
                  <CopyRow label={t('referral.code')} copyLabel={t('referral.copyCode')} value={data.code} />
                  <CopyRow label={t('referral.link')} copyLabel={t('referral.copyLink')} value={link} />
                </div>
                <figure className={styles.qr}>
                  <QrCode value={link} label={t('referral.qrLabel')} />
                  <figcaption>{t('referral.qrCaption')}</figcaption>
                </figure>
              </div>
            </section>
            <section aria-labelledby="referral-friends">
              <h3 id="referral-friends" className={styles.heading}>
                {t('referral.friends', { count: data.total })}
              </h3>
              {data.total === 0 ? (
                <p className={styles.note}>{t('referral.none')}</p>
              ) : (
                <>
                  <p className={styles.note}>
                    {t('referral.deposited', { count: data.depositedCount })}
                    {data.rewardTotalMinor > 0 && ` ${t('referral.earned', { amount: money(data.rewardTotalMinor) })}`}
                  </p>
                  <table className={listStyles.table}>
                    <caption className="visually-hidden">{t('referral.caption')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('referral.friend')}</th>
                        <th scope="col">{t('referral.registered')}</th>
                        <th scope="col">{t('referral.status')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.friends.map((f, i) => (
                        <tr key={`${f.account}-${i}`}>
                          <th scope="row" data-label={t('referral.friend')}>
                            {f.account}
                          </th>
                          <td data-label={t('referral.registered')}>
                            <time dateTime={f.registeredAt}>{formatDateTime(f.registeredAt)}</time>
                          </td>
                          <td data-label={t('referral.status')}>
                            {f.rewardMinor !== null
                              ? t('referral.statusRewarded', { amount: money(f.rewardMinor) })
                              : f.decided
                                ? t('referral.statusUnderMinimum')
                                : t(f.deposited ? 'referral.statusDeposited' : 'referral.statusRegistered')}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </>
              )}
            </section>
          </>
        )}
      </RecordListState>
    </div>
  );
}

function CopyRow({ label, copyLabel, value }: { label: string; copyLabel: string; value: string }) {
  const { t } = useTranslation('memberCentre');
  const [copied, setCopied] = useState(false);
  const id = `referral-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <div className={styles.copyRow}>
      <label htmlFor={id} className={styles.copyLabel}>
        {label}
      </label>
      <div className={styles.copyBox}>
        <input id={id} className={styles.copyValue} readOnly value={value} onFocus={(e) => e.currentTarget.select()} />
        <Button
          variant="secondary"
          aria-label={copyLabel}
          onClick={() => void navigator.clipboard?.writeText(value).then(() => setCopied(true))}
        >
          {copied ? t('referral.copied') : t('referral.copy')}
        </Button>
      </div>
    </div>
  );
}
