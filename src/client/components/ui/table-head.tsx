/**
 * A table's header row: one column heading per name, each `scope="col"`.
 * `alignEnd` names the columns whose heading stands at the end, over figures
 * aligned there.
 */
export function TableHead({
  columns,
  className,
  cellClassName,
  alignEnd = [],
}: {
  columns: readonly string[];
  /** Added to the row group's own classes. */
  className?: string;
  cellClassName?: string;
  alignEnd?: readonly string[];
}) {
  const cellClasses = (name: string) =>
    [cellClassName, alignEnd.includes(name) ? "text-right" : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <thead className={className ? `text-ink-soft ${className}` : "text-ink-soft"}>
      <tr>
        {columns.map((name) => (
          <th key={name} scope="col" className={cellClasses(name)}>
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
