// What the parents bring themselves: the names they already consider (checked beside our
// suggestions) and their own birth years (for the traditional "hợp tuổi bố mẹ" reading).
import { lazy, Suspense } from "react";
import { CANDIDATES_MAX } from "@core/validation/form-limits.ts";
import {
  candidateControlId,
  fieldAria,
  fieldControlId,
  fieldErrorId,
  fieldHintId,
} from "@/features/inspiration-form/model/field-ids.ts";
import type { FormState } from "@/features/inspiration-form/model/form-state.ts";
import { FormField } from "./form-field.tsx";
import "./parents-section.css";

interface Props {
  values: FormState;
  errors: Record<string, string>;
  setCandidate: (index: number, name: string) => void;
  setCandidateHanTu: (index: number, hanTu: string[] | null) => void;
  setYear: (field: "fatherBirthYear" | "motherBirthYear", year: string) => void;
}

// The chữ Hán picker (and the list of characters it loads) only matters once a parent types a
// name of two syllables: it stays out of the home page's first load.
const CandidateHanTuPicker = lazy(() =>
  import("./candidate-han-tu-picker.tsx").then((m) => ({ default: m.CandidateHanTuPicker })),
);
const hasTwoSyllables = (name: string) => name.trim().split(/\s+/).filter(Boolean).length >= 2;

export function ParentsSection({ values, errors, setCandidate, setCandidateHanTu, setYear }: Props) {
  // The request leaves blank inputs out, so the server's "candidates.<n>" counts filled ones only.
  const sentIndex = (index: number) => values.candidates.slice(0, index).filter((name) => name.trim()).length;
  const errorOf = (index: number) =>
    values.candidates[index]?.trim() ? errors[`candidates.${sentIndex(index)}`] : undefined;
  const groupError = errors.candidates && !values.candidates.some((_, i) => errorOf(i)) ? errors.candidates : undefined;

  return (
    <>
      <fieldset
        className="field field--group"
        aria-describedby={`${fieldHintId("candidates")}${groupError ? ` ${fieldErrorId("candidates")}` : ""}`}
      >
        <legend className="field__label">Tên bố mẹ đang cân nhắc</legend>
        <p className="field__hint" id={fieldHintId("candidates")}>
          Không bắt buộc, tối đa {CANDIDATES_MAX} tên, mỗi tên gồm tên đệm và tên, không kèm họ (ví dụ: Minh An, Ngọc
          Bảo Anh). Chúng tôi phân tích từng tên như một gợi ý và chấm điểm cùng thang.
        </p>
        {values.candidates.map((name, index) => {
          const error = errorOf(index);
          const errorId = `${candidateControlId(index)}-error`;
          return (
            <div key={index} className="candidate-input">
              <label
                className="visually-hidden"
                htmlFor={candidateControlId(index)}
              >{`Tên đang cân nhắc thứ ${index + 1}`}</label>
              <input
                id={candidateControlId(index)}
                type="text"
                placeholder={index === 0 ? "Ví dụ: Minh An" : undefined}
                value={name}
                onChange={(e) => setCandidate(index, e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
              {error && (
                <p className="field__error" id={errorId}>
                  {error}
                </p>
              )}
              {hasTwoSyllables(name) && (
                <Suspense fallback={null}>
                  <CandidateHanTuPicker
                    name={name}
                    value={values.candidateHanTu[index] ?? null}
                    onChange={(hanTu) => setCandidateHanTu(index, hanTu)}
                    index={index}
                  />
                </Suspense>
              )}
            </div>
          );
        })}
        {groupError && (
          <p className="field__error" id={fieldErrorId("candidates")}>
            {groupError}
          </p>
        )}
      </fieldset>

      <FormField
        name="fatherBirthYear"
        label="Năm sinh của bố"
        hint="Không bắt buộc. Năm bố tính tuổi (theo âm lịch), để xem tên có hợp tuổi bố mẹ theo quan niệm truyền thống."
        error={errors.fatherBirthYear}
      >
        <input
          id={fieldControlId("fatherBirthYear")}
          type="text"
          inputMode="numeric"
          maxLength={4}
          placeholder="Ví dụ: 1990"
          value={values.fatherBirthYear}
          onChange={(e) => setYear("fatherBirthYear", e.target.value)}
          {...fieldAria("fatherBirthYear", errors.fatherBirthYear, true)}
        />
      </FormField>
      <FormField
        name="motherBirthYear"
        label="Năm sinh của mẹ"
        hint="Không bắt buộc. Năm mẹ tính tuổi (theo âm lịch)."
        error={errors.motherBirthYear}
      >
        <input
          id={fieldControlId("motherBirthYear")}
          type="text"
          inputMode="numeric"
          maxLength={4}
          placeholder="Ví dụ: 1992"
          value={values.motherBirthYear}
          onChange={(e) => setYear("motherBirthYear", e.target.value)}
          {...fieldAria("motherBirthYear", errors.motherBirthYear, true)}
        />
      </FormField>
    </>
  );
}
