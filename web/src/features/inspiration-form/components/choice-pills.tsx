import { fieldControlId } from "@/features/inspiration-form/model/field-ids.ts";
import type { FieldName } from "@/features/inspiration-form/model/form-state.ts";

interface ChoicePillsProps<T extends string | number> {
  name: FieldName;
  options: readonly { value: T; label: string }[];
  /** null: none picked yet. */
  value: T | null;
  onChange: (value: T) => void;
}

/** Native radio buttons drawn as pills: keyboard arrows and screen readers work as they always do. */
export function ChoicePills<T extends string | number>({ name, options, value, onChange }: ChoicePillsProps<T>) {
  return (
    <div className="pills">
      {options.map((option, index) => (
        <label key={option.value} className="pill">
          <input
            type="radio"
            name={name}
            id={index === 0 ? fieldControlId(name) : undefined}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
