import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import type { TeamDay, TeamFigures } from '@tala/contract/agent';
import { useFormat } from '../../../shared/lib/format.ts';
import type { CentrePageProps } from '../../../shared/ui/centre/pages.ts';
import { useTeamOverview } from '../api/team.ts';
import { bars } from '../model/chart.ts';
import { Segments } from '../../../shared/ui/segments/segments.tsx';
import { ListState, Signed, SiteClockNote } from './parts.tsx';
import styles from './agent-centre.module.css';

const spans = ['today', 'yesterday', 'month'] as const;
type Span = (typeof spans)[number];
const charts = ['validBet', 'profitLoss'] as const;
type Chart = (typeof charts)[number];

/** Team overview: the team's size, one period's figures, and a fortnight of bets as a bar chart. */
export default function TeamOverviewPage(_: CentrePageProps) {
  const { t } = useTranslation(['agentCentre', 'errors']);
  const { money } = useFormat();
  const overview = useTeamOverview();
  const [span, setSpan] = useState<Span>('today');
  const [chart, setChart] = useState<Chart>('validBet');
  const o = overview.data;

  return (
    <div className={styles.root}>
      <ListState query={overview} empty={false} emptyText="">
        {o && (
          <>
            <section aria-labelledby="team-size">
              <h3 id="team-size" className="visually-hidden">
                {t('overview.team')}
              </h3>
              <dl className={styles.stats}>
                <Stat label={t('overview.teamSize')} value={String(o.teamSize)} />
                <Stat label={t('overview.directMembers')} value={String(o.directMembers)} />
                <Stat label={t('overview.subAgents')} value={String(o.subAgents)} />
              </dl>
            </section>

            <section aria-labelledby="team-figures" className={styles.root}>
              <h3 id="team-figures" className={styles.heading}>
                {t('overview.figures')}
              </h3>
              <Segments
                name="overview-span"
                legend={t('period.label')}
                options={spans}
                value={span}
                onChange={setSpan}
                label={(s) => t(`period.${s}`)}
              />
              <SiteClockNote />
              <Figures figures={o[span]} money={money} />
            </section>

            <section aria-labelledby="team-chart" className={styles.chart}>
              <h3 id="team-chart" className={styles.heading}>
                {t('overview.chartTitle')}
              </h3>
              <Segments
                name="overview-chart"
                legend={t('overview.chartShows')}
                options={charts}
                value={chart}
                onChange={setChart}
                label={(c) => t(`overview.${c}`)}
              />
              <DaysChart
                days={o.days}
                field={chart === 'validBet' ? 'validBetMinor' : 'profitLossMinor'}
                label={t(`overview.${chart}`)}
              />
            </section>
          </>
        )}
      </ListState>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={styles.stat}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Figures({ figures, money }: { figures: TeamFigures; money: (minor: number) => string }) {
  const { t } = useTranslation('agentCentre');
  return (
    <dl className={styles.stats} aria-live="polite">
      <Stat label={t('overview.newMembers')} value={String(figures.newMembers)} />
      <Stat label={t('overview.activePlayers')} value={String(figures.activePlayers)} />
      <Stat label={t('overview.deposits')} value={money(figures.depositsMinor)} />
      <Stat label={t('overview.withdrawals')} value={money(figures.withdrawalsMinor)} />
      <Stat label={t('overview.validBet')} value={money(figures.validBetMinor)} />
      <Stat label={t('overview.profitLoss')} value={<Signed minor={figures.profitLossMinor} format={money} />} />
    </dl>
  );
}

const W = 560;
const H = 160;

/** Fourteen days as bars, drawn inline (no chart library on the page); each bar names its day and value. */
function DaysChart({
  days,
  field,
  label,
}: {
  days: readonly TeamDay[];
  field: 'validBetMinor' | 'profitLossMinor';
  label: string;
}) {
  const { t } = useTranslation('agentCentre');
  const { money } = useFormat();
  const values = days.map((d) => d[field]);
  const chart = bars(values, W, H);
  const total = values.reduce((sum, v) => sum + v, 0);
  const first = days[0]?.date ?? '';
  const last = days.at(-1)?.date ?? '';
  return (
    <svg
      viewBox={`0 ${-4} ${W} ${H + 24}`}
      role="img"
      aria-label={t('overview.chartLabel', { what: label, from: first, to: last, total: money(total) })}
    >
      <line className={styles.axis} x1={0} x2={W} y1={chart.zeroY} y2={chart.zeroY} />
      {chart.bars.map((bar, i) => (
        <rect
          key={days[i]!.date}
          className={styles.bar}
          data-negative={bar.negative}
          x={bar.x}
          y={bar.y}
          width={bar.width}
          height={Math.max(bar.height, 0.5)}
          rx={2}
        >
          <title>{`${days[i]!.date}: ${money(values[i]!)}`}</title>
        </rect>
      ))}
      <text className={styles.axisLabel} x={0} y={H + 16}>
        {first.slice(5)}
      </text>
      <text className={styles.axisLabel} x={W} y={H + 16} textAnchor="end">
        {last.slice(5)}
      </text>
    </svg>
  );
}
