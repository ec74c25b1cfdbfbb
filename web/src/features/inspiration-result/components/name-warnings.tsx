/**
 * What a parent should weigh about a name, on the face of its card, under one label a screen reader
 * names ("Điều cần lưu ý về tên …"); nothing when there is nothing to weigh. The parents' own
 * names and the paid suggestions say it the same way, from the rules the tables read too
 * (model/report-names.ts, @core/naming/cautions.ts).
 */
export function NameWarnings({ fullName, warnings }: { fullName: string; warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <ul className="candidate__warnings" aria-label={`Điều cần lưu ý về tên ${fullName}`}>
      {warnings.map((warning) => (
        <li key={warning}>{warning}</li>
      ))}
    </ul>
  );
}
