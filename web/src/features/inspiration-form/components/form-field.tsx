import type { ReactNode } from "react";
import { fieldControlId, fieldErrorId, fieldHintId } from "@/features/inspiration-form/model/field-ids.ts";
import type { FieldName } from "@/features/inspiration-form/model/form-state.ts";

interface FieldTextProps {
  name: FieldName;
  hint?: ReactNode;
  error?: string;
}

/** The hint and the error message under a control, with the ids its aria-describedby names. */
export function FieldText({ name, hint, error }: FieldTextProps) {
  return (
    <>
      {hint && (
        <p className="field__hint" id={fieldHintId(name)}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={fieldErrorId(name)}>
          {error}
        </p>
      )}
    </>
  );
}

interface FormFieldProps extends FieldTextProps {
  label: string;
  /** The control, built with fieldAria(name, error, hint !== undefined). */
  children: ReactNode;
}

/** One labelled control (input, textarea) with its hint and error. */
export function FormField({ name, label, hint, error, children }: FormFieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={fieldControlId(name)}>
        {label}
      </label>
      {children}
      <FieldText name={name} hint={hint} error={error} />
    </div>
  );
}

interface FieldGroupProps extends FieldTextProps {
  legend: string;
  children: ReactNode;
}

/** A group of radios or toggle chips under one legend; the group is described by its hint and error. */
export function FieldGroup({ name, legend, hint, error, children }: FieldGroupProps) {
  const describedBy = [hint ? fieldHintId(name) : null, error ? fieldErrorId(name) : null].filter(Boolean).join(" ");
  return (
    <fieldset className="field field--group" aria-describedby={describedBy || undefined}>
      <legend className="field__label">{legend}</legend>
      {children}
      <FieldText name={name} hint={hint} error={error} />
    </fieldset>
  );
}
