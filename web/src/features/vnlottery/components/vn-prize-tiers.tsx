import { useTranslation } from '../../../shared/i18n/react.tsx';
import styles from './vn-prize-tiers.module.css';

/**
 * How many numbers each prize draws, and of how many digits, in the three regional draws: the North
 * (Hanoi) draws 27 numbers from the special prize to the seventh; the Central and South draws
 * 18 numbers from the special prize to the eighth. [count, digits] per region; null: no such prize.
 */
type Tier = [count: number, digits: number] | null;
const tiers: [key: string, north: Tier, central: Tier, south: Tier][] = [
  ['special', [1, 5], [1, 6], [1, 6]],
  ['first', [1, 5], [1, 5], [1, 5]],
  ['second', [2, 5], [1, 5], [1, 5]],
  ['third', [6, 5], [2, 5], [2, 5]],
  ['fourth', [4, 4], [7, 5], [7, 5]],
  ['fifth', [6, 4], [1, 4], [1, 4]],
  ['sixth', [3, 3], [3, 4], [3, 4]],
  ['seventh', [4, 2], [1, 3], [1, 3]],
  ['eighth', null, [1, 2], [1, 2]],
];
const regions = ['north', 'central', 'south'] as const;

/** The prize tiers of the Vietnamese regional draws (special, first … eighth), as a table. */
export function VnPrizeTiers() {
  const { t } = useTranslation('lottery');
  const cell = (tier: Tier) => (tier ? t('vn.tiers.cell', { count: tier[0], digits: tier[1] }) : t('vn.tiers.none'));
  return (
    <section className={styles.box} aria-labelledby="vn-tiers-title">
      <h2 id="vn-tiers-title" className={styles.title}>
        {t('vn.tiers.title')}
      </h2>
      <p className={styles.note}>{t('vn.tiers.note')}</p>
      <div className={styles.scroll}>
        <table className={styles.table} aria-labelledby="vn-tiers-title">
          <thead>
            <tr>
              <th scope="col">{t('vn.tiers.prize')}</th>
              {regions.map((region) => (
                <th key={region} scope="col">
                  {t(`vn.tiers.${region}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {tiers.map(([key, ...byRegion]) => (
              <tr key={key}>
                <th scope="row">{t(`vn.tiers.${key}`)}</th>
                {byRegion.map((tier, i) => (
                  <td key={regions[i]} className={tier ? undefined : styles.none}>
                    {cell(tier)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
