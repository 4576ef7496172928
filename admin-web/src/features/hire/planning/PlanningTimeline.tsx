import { Fragment, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client';
import { Alert, Button, Space, Spin, Tag, Typography } from 'antd';
import { addUkDays, formatDayHeading, formatDayMonthYear, listCeiling } from '@shop/contracts';
import { serverMessage } from '@shop/web-common';
import { HIRE_PLANNING, type PlanningRow } from '../../../graphql/hirePlanning';
import { PlanningBars, barsByProduct } from './PlanningBars';
import { PlanningDayDrawer } from './PlanningDayDrawer';
import './planning.css';

/** The most bars the planning answers (its `barsCut` says when there were more). */
const MAX_PLANNING_BARS = listCeiling('HirePlanning', 'bars');

/** How far the earlier / later buttons move the timeline. */
const STEP_DAYS = 28;

const isMonday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1;

/**
 * A day's cell: units out / in service; red when short, amber when every unit is out or turning
 * round, grey when the units only turn round after a hire (back, not yet ready).
 */
function cellState(row: PlanningRow, index: number): 'short' | 'full' | 'turnaround' | 'idle' | 'free' {
  const out = row.out[index];
  const busy = out + row.turnaround[index];
  if (row.shortDays.includes(index)) return 'short';
  if (busy === 0) return 'idle';
  if (busy >= row.unitsInService) return 'full';
  return out === 0 ? 'turnaround' : 'free';
}

interface OpenCell {
  row: PlanningRow;
  day: string;
}

/**
 * Eight weeks of every hire product's units out (and turning round) per day against its units in service,
 * each booking a bar under its product's counts; a click on a day opens the bookings behind it, one
 * on a bar opens that booking.
 */
export function PlanningTimeline() {
  const [from, setFrom] = useState<string | null>(null);
  const [open, setOpen] = useState<OpenCell | null>(null);
  const { data, loading, error } = useQuery(HIRE_PLANNING, {
    variables: { from },
    fetchPolicy: 'cache-and-network',
  });
  const planning = data?.hirePlanning;
  const first = planning?.days[0];
  const bars = useMemo(() => barsByProduct(planning?.bars ?? []), [planning]);

  return (
    <section data-testid="hire-planning">
      <Space wrap style={{ marginBottom: 12 }}>
        <Button disabled={!first} onClick={() => first && setFrom(addUkDays(first, -STEP_DAYS))}>
          Earlier
        </Button>
        <Button onClick={() => setFrom(null)}>Today</Button>
        <Button disabled={!first} onClick={() => first && setFrom(addUkDays(first, STEP_DAYS))}>
          Later
        </Button>
        {planning && (
          <Typography.Text type="secondary">
            {formatDayMonthYear(`${planning.days[0]}T12:00:00Z`)} to{' '}
            {formatDayMonthYear(`${planning.days.at(-1)}T12:00:00Z`)}
          </Typography.Text>
        )}
        <Tag color="red">Short: more committed than in service</Tag>
        <Tag color="orange">Every unit out or turning round</Tag>
        <Tag>+n↻ units turning round after a hire</Tag>
      </Space>
      {error && (
        <Alert type="error" showIcon message="Failed to load the planning" description={serverMessage(error)} />
      )}
      {!planning && loading && <Spin />}
      {planning?.barsCut && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={`Showing the first ${MAX_PLANNING_BARS.toLocaleString('en-GB')} bookings`}
          data-testid="planning-bars-cut"
        />
      )}
      {planning && (
        <div className="planning-scroll">
          <table className="planning-grid" data-testid="planning-grid">
            <thead>
              <tr>
                <th className="planning-product" scope="col">
                  Product (in service)
                </th>
                {planning.days.map((day) => (
                  <th key={day} scope="col" className={isMonday(day) ? 'week-start' : undefined}>
                    {formatDayHeading(day)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {planning.rows.map((row) => (
                <Fragment key={row.productId}>
                  <tr data-testid="planning-row" data-product-id={row.productId}>
                    <th className="planning-product" scope="row">
                      {row.name} ({row.unitsInService}){row.kit && <Tag style={{ marginLeft: 6 }}>Kit</Tag>}
                    </th>
                    {planning.days.map((day, i) => {
                      const state = cellState(row, i);
                      const figure = `${row.out[i]}/${row.unitsInService}`;
                      const turning = row.turnaround[i];
                      return (
                        <td key={day} className={isMonday(day) ? 'week-start' : undefined}>
                          <button
                            type="button"
                            className={`planning-cell is-${state}`}
                            data-testid="planning-cell"
                            data-day={day}
                            data-state={state}
                            aria-label={`${row.name} on ${formatDayHeading(day)}: ${figure} out${turning > 0 ? `, ${turning} turning round` : ''}${state === 'short' ? ', short' : ''}`}
                            onClick={() => setOpen({ row, day })}
                          >
                            {figure}
                            {turning > 0 && (
                              <span className="planning-turnaround" data-testid="planning-turnaround">
                                {' '}
                                +{turning}↻
                              </span>
                            )}
                          </button>
                        </td>
                      );
                    })}
                  </tr>
                  <PlanningBars row={row} bars={bars.get(row.productId) ?? []} dayCount={planning.days.length} />
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {open && <PlanningDayDrawer product={open.row} day={open.day} onClose={() => setOpen(null)} />}
    </section>
  );
}
