import { useEffect, useState } from 'react';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ActivityPoint } from '@fanhub/shared';
import { ChoiceButtons } from '../../components/ChoiceButtons';
import { adminApi } from './admin-api';

const RANGES = [
  ['week', 'Неделя'],
  ['month', 'Месяц'],
  ['year', 'Год'],
] as const;

const SHORT = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const LONG = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** A day of the series ('2026-11-23') as Russian text: «23 нояб.» on the axis, «23 ноября 2026 г.» in the tooltip. */
export const chartDay = (day: string, long = false) => (long ? LONG : SHORT).format(new Date(`${day}T00:00:00Z`));

/** Registrations, sign-ins and verifications per day (recharts), for a week, a month or a year. */
export function ActivityChart({ tick }: { tick: number }) {
  const [range, setRange] = useState<'week' | 'month' | 'year'>('week');
  const [points, setPoints] = useState<ActivityPoint[]>([]);
  useEffect(() => {
    adminApi
      .activity(range)
      .then((r) => setPoints(r.points))
      .catch(() => setPoints([]));
  }, [range, tick]);
  return (
    <div className="activity-chart">
      <ChoiceButtons className="activity-chart__ranges" label="Период" choices={RANGES} value={range} onChange={setRange} />
      <ResponsiveContainer width="100%" height={220}>
        <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -20 }}>
          <CartesianGrid stroke="var(--admin-grid)" strokeDasharray="3 3" />
          <XAxis dataKey="date" tick={{ fontSize: 11, fill: 'var(--admin-muted)' }} tickFormatter={(d: string) => chartDay(d)} />
          <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: 'var(--admin-muted)' }} />
          <Tooltip
            labelFormatter={(d) => (typeof d === 'string' ? chartDay(d, true) : String(d))}
            contentStyle={{ background: 'var(--admin-panel)', border: '1px solid var(--admin-accent)' }}
          />
          <Legend />
          <Line type="monotone" dataKey="registrations" name="Регистрации" stroke="var(--admin-accent)" dot={false} isAnimationActive={false} />
          <Line type="monotone" dataKey="logins" name="Входы" stroke="var(--admin-accent-2)" dot={false} isAnimationActive={false} />
          <Line type="monotone" dataKey="verifications" name="Подтверждения" stroke="#1fdc8c" dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
