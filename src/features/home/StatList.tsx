import type { ReactNode } from 'react';

export interface Stat {
  key: string;
  label: string;
  value: ReactNode;
}

export interface StatListProps {
  stats: readonly Stat[];
  /** The list's accessible name. */
  label: string;
  className: string;
  /** Each stat's classes, from its key; none by default. */
  statClassName?: (key: string) => string;
}

/** A row of figures under their labels: one description list, a dt and dd per stat. */
export function StatList({ stats, label, className, statClassName }: StatListProps) {
  return (
    <dl className={className} aria-label={label}>
      {stats.map((stat) => (
        <div key={stat.key} className={statClassName?.(stat.key)}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
