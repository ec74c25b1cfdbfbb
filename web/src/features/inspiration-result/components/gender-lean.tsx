import { useGenderLean } from "../hooks/use-gender-lean.ts";

/** Whom families give the name to, with its source; nothing where the source does not say. */
export function GenderLean({ middleName, givenName }: { middleName: string | null; givenName: string }) {
  const lean = useGenderLean(middleName, givenName);
  if (!lean) return null;
  return (
    <p className="gender-lean">
      <strong>{lean}</strong> <span className="muted">(theo danh sách tên thật vietnamese-namedb)</span>
    </p>
  );
}
