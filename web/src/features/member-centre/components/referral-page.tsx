import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { Button } from '../../../shared/ui/button/button.tsx';
import type { CentrePageProps } from '../../../shared/ui/centre/pages.ts';
import { useReferral } from '../api/reports.ts';
import { RecordListState } from './record-parts.tsx';
import styles from './referral-page.module.css';
import listStyles from './record-list.module.css';

/** Invite friends: the member's invitation code and link to share, and the friends who registered with it. */
export default function ReferralPage(_: CentrePageProps) {
  const { t } = useTranslation('memberCentre');
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
              <CopyRow label={t('referral.code')} value={data.code} />
              <CopyRow label={t('referral.link')} value={link} />
            </section>
            <section aria-labelledby="referral-friends">
              <h3 id="referral-friends" className={styles.heading}>
                {t('referral.friends', { count: data.total })}
              </h3>
              {data.total === 0 ? (
                <p className={styles.note}>{t('referral.none')}</p>
              ) : (
                <>
                  <p className={styles.note}>{t('referral.deposited', { count: data.depositedCount })}</p>
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
                            {t(f.deposited ? 'referral.statusDeposited' : 'referral.statusRegistered')}
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

function CopyRow({ label, value }: { label: string; value: string }) {
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
          aria-label={t('referral.copyLabel', { what: label })}
          onClick={() => void navigator.clipboard?.writeText(value).then(() => setCopied(true))}
        >
          {copied ? t('referral.copied') : t('referral.copy')}
        </Button>
      </div>
    </div>
  );
}
