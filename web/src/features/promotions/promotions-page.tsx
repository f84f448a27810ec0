import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Navigate, useSearchParams } from '../../shared/router/react.tsx';
import { paths } from '../../shared/lib/paths.ts';
import { Button } from '../../shared/ui/button/button.tsx';
import { Spinner } from '../../shared/ui/spinner/spinner.tsx';
import { Tabs } from '../../shared/ui/tabs/tabs.tsx';
import { usePromotions } from './api/promotions.ts';
import { PromoCard } from './components/promo-card.tsx';
import styles from './components/promotions.module.css';
import { inTab, slug, tabsFor, type PromoTab } from './model/promotions.ts';

/**
 * /promotions (spec §2): tabs by type, one card per promotion. `?id=` (the register page's "more"
 * links) opens that promotion's detail.
 */
export function Component() {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (id) return <Navigate replace to={paths.promoDetail({ id })} />;
  return <PromotionsList />;
}

function PromotionsList() {
  const { t } = useTranslation(['promotions', 'common']);
  const promotions = usePromotions();
  const [tab, setTab] = useState<PromoTab>('all');
  const list = promotions.data ?? [];
  const tabs = tabsFor(list);
  const current = tabs.includes(tab) ? tab : 'all';
  const shown = inTab(list, current);

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {t('common:pages.promotions')}
      </h1>
      {promotions.isPending ? (
        <Spinner label={t('list.loading')} />
      ) : promotions.isError ? (
        <div role="alert" className={styles.stateBox}>
          <p>{t('list.failed')}</p>
          <Button variant="secondary" onClick={() => void promotions.refetch()}>
            {t('list.retry')}
          </Button>
        </div>
      ) : (
        <Tabs
          label={t('tabs.label')}
          tabs={tabs.map((id) => ({ id, label: t(`types.${slug(id)}`) }))}
          value={current}
          onChange={setTab}
        >
          {shown.length === 0 ? (
            <p className={styles.empty}>{t('list.empty')}</p>
          ) : (
            <ul className={styles.grid} aria-label={t(`types.${slug(current)}`)}>
              {shown.map((promo) => (
                <li key={promo.id}>
                  <PromoCard promo={promo} />
                </li>
              ))}
            </ul>
          )}
        </Tabs>
      )}
    </section>
  );
}
