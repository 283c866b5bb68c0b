import { describeMonths } from '../../shared/months.ts';

interface WhenToGoProps {
  months: readonly number[];
  note: string | null | undefined;
}

/** The best months to visit and why, beside a destination's or journey's introduction. */
export function WhenToGo({ months, note }: WhenToGoProps) {
  const when = describeMonths(months);
  if (!when) return null;
  return (
    <section className="when-to-go" aria-label="Best time to go">
      <p className="when-to-go__label">Best time to go</p>
      <p className="when-to-go__months">{when}</p>
      {note && <p className="when-to-go__note">{note}</p>}
    </section>
  );
}
