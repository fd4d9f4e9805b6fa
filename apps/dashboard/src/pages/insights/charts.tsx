/** Two shares of a whole (chat and voice) as one bar, with the figures written out beside it. */
export function SplitBar({
  parts,
  formatValue,
  formatShare,
}: {
  parts: { key: string; label: string; value: number; tone: 'primary' | 'accent' }[];
  formatValue: (value: number) => string;
  formatShare: (ratio: number) => string;
}) {
  const total = parts.reduce((sum, part) => sum + part.value, 0);
  return (
    <div className="split">
      <div className="split__bar" aria-hidden="true">
        {total > 0
          ? parts.map((part) =>
              part.value > 0 ? <span key={part.key} className={`split__part chart__swatch--${part.tone}`} style={{ flexGrow: part.value }} /> : null,
            )
          : null}
      </div>
      <dl className="split__figures">
        {parts.map((part) => (
          <div key={part.key}>
            <dt>
              <span className={`chart__swatch chart__swatch--${part.tone}`} aria-hidden="true" />
              {part.label}
            </dt>
            <dd data-testid={`split-${part.key}`}>
              {formatValue(part.value)} ({formatShare(total ? part.value / total : 0)})
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
