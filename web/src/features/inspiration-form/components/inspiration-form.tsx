// The form of docs/product.md §2. Labels are the contract's words; browser tests find fields by them.
import { lazy, Suspense, useRef } from "react";
import { HELD_FORM_ID } from "@/lib/before-hydration.ts";
import type { Gender } from "@core/naming/types.ts";
import { useInspirationForm } from "@/features/inspiration-form/hooks/use-inspiration-form.ts";
import { fieldAria, fieldControlId } from "@/features/inspiration-form/model/field-ids.ts";
import { AVOID_MAX_ENTRIES, WISH_MAX_CHARS } from "@core/validation/form-limits.ts";
import { countWishChars, type NameLength } from "@/features/inspiration-form/model/form-state.ts";
import { ChoicePills } from "./choice-pills.tsx";
import { ConsentBox } from "./consent-box.tsx";
import { FieldGroup, FormField } from "./form-field.tsx";
import { FormNotice } from "./form-notice.tsx";
import { ParentsSection } from "./parents-section.tsx";
import { SubmitFeedback } from "./submit-feedback.tsx";
import { ThemeChips } from "./theme-chips.tsx";

// Only after a submit the surname failed: its own chunk, off the home page's first load.
const SurnameHelp = lazy(() => import("./surname-help.tsx"));

const GENDERS: readonly { value: Gender; label: string }[] = [
  { value: "trai", label: "Bé trai" },
  { value: "gai", label: "Bé gái" },
  { value: "chua-biet", label: "Chưa biết" },
];

const LENGTHS: readonly { value: NameLength; label: string }[] = [
  { value: 2, label: "2 chữ" },
  { value: 3, label: "3 chữ" },
  { value: 4, label: "4 chữ" },
];

export function InspirationForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useInspirationForm(formRef);
  const { values, errors } = form;
  const wishChars = countWishChars(values.wish);

  return (
    <form
      ref={formRef}
      id={HELD_FORM_ID}
      className="card form"
      noValidate
      onSubmit={form.onSubmit}
      onBlur={form.onBlur}
      onFocus={form.onFocus}
      aria-labelledby="form-title"
    >
      <h2 id="form-title">Kể cho chúng tôi về bé</h2>
      <FormNotice notice={form.notice} />

      <FormField name="surname" label="Họ" hint="Ví dụ: Nguyễn, Tôn Nữ, Âu Dương" error={errors.surname}>
        <input
          id={fieldControlId("surname")}
          type="text"
          autoComplete="family-name"
          value={values.surname}
          onChange={(e) => form.setText("surname", e.target.value)}
          {...fieldAria("surname", errors.surname, true)}
        />
      </FormField>
      {form.surnameHelp && (
        <Suspense fallback={null}>
          <SurnameHelp help={form.surnameHelp} onPick={form.pickSurname} onConfirm={form.confirmSurname} />
        </Suspense>
      )}

      <FieldGroup name="gender" legend="Giới tính" error={errors.gender}>
        <ChoicePills name="gender" options={GENDERS} value={values.gender} onChange={form.setGender} />
      </FieldGroup>

      <FormField
        name="birthDate"
        label="Ngày sinh (dự kiến)"
        hint="Không bắt buộc. Có ngày sinh, chúng tôi xem thêm mệnh của bé theo năm âm lịch."
        error={errors.birthDate}
      >
        <input
          id={fieldControlId("birthDate")}
          type="date"
          min="1900-01-01"
          value={values.birthDate}
          onChange={(e) => form.setText("birthDate", e.target.value)}
          {...fieldAria("birthDate", errors.birthDate, true)}
        />
      </FormField>

      <FieldGroup name="themes" legend="Cảm hứng" hint="Chọn từ 1 đến 5 điều bố mẹ mong cho con." error={errors.themes}>
        <ThemeChips selected={values.themes} onToggle={form.toggleTheme} />
      </FieldGroup>

      <FormField
        name="wish"
        label="Mong muốn của bố mẹ"
        hint={
          <>
            Không bắt buộc. Vài lời bố mẹ gửi con; chúng tôi tìm tên đáp lại đúng những chữ ấy.{" "}
            <span className={wishChars > WISH_MAX_CHARS ? "field__count field__count--over" : "field__count"}>
              {wishChars}/{WISH_MAX_CHARS} ký tự
            </span>
          </>
        }
        error={errors.wish}
      >
        <textarea
          id={fieldControlId("wish")}
          rows={3}
          placeholder="Ví dụ: mong con thông minh, khỏe mạnh và hiếu thảo"
          value={values.wish}
          onChange={(e) => form.setText("wish", e.target.value)}
          {...fieldAria("wish", errors.wish, true)}
        />
      </FormField>

      <FormField
        name="middleName"
        label="Tên đệm mong muốn"
        hint="Không bắt buộc, một chữ (ví dụ: Minh). Để trống, chúng tôi sẽ gợi ý."
        error={errors.middleName}
      >
        <input
          id={fieldControlId("middleName")}
          type="text"
          value={values.middleName}
          onChange={(e) => form.setText("middleName", e.target.value)}
          {...fieldAria("middleName", errors.middleName, true)}
        />
      </FormField>

      <FormField
        name="avoid"
        label="Tên cần tránh"
        hint={`Không bắt buộc. Tên người thân cần kiêng (kiêng húy), cách nhau bằng dấu phẩy, tối đa ${AVOID_MAX_ENTRIES} tên. Cách đọc khác của cùng một tên cũng được tránh (Phúc và Phước).`}
        error={errors.avoid}
      >
        <input
          id={fieldControlId("avoid")}
          type="text"
          placeholder="Ví dụ: Hùng, Lan"
          value={values.avoid}
          onChange={(e) => form.setText("avoid", e.target.value)}
          {...fieldAria("avoid", errors.avoid, true)}
        />
      </FormField>

      <FieldGroup
        name="length"
        legend="Độ dài tên"
        hint="Tính cả họ: “Nguyễn Minh Khôi” là tên 3 chữ. Chúng tôi chọn sẵn 3 chữ vì những tên 3 chữ chúng tôi gợi ý nghe tự nhiên, dễ gọi hơn; bố mẹ thích tên 2 hay 4 chữ thì cứ chọn."
        error={errors.length}
      >
        <ChoicePills name="length" options={LENGTHS} value={values.length} onChange={form.setLength} />
      </FieldGroup>

      <ParentsSection
        values={values}
        errors={errors}
        setCandidate={form.setCandidate}
        setCandidateHanTu={form.setCandidateHanTu}
        setYear={form.setYear}
      />

      <ConsentBox checked={values.consent} error={errors.consent} onChange={form.setConsent} />

      {/* Said again where the parent is about to send: a new request from a paid report is not paid. */}
      {form.notice?.kind === "request-opened" && form.notice.paidRecordId !== null && (
        <p className="form-paid-reminder">
          Yêu cầu mới không dùng chung thanh toán với báo cáo cũ: bố mẹ sẽ thấy bản xem trước miễn phí, và mở khóa riêng
          nếu muốn xem đầy đủ. Báo cáo đã thanh toán không thay đổi.
        </p>
      )}

      {/* Busy already when index.html's script held a submit before the app was live (lib/before-hydration.ts). */}
      <button
        type="submit"
        className="button button--primary button--block"
        aria-busy={form.isSubmitting}
        disabled={form.isSubmitting}
        suppressHydrationWarning
      >
        Xem gợi ý tên
      </button>
      <SubmitFeedback isSubmitting={form.isSubmitting} error={form.submitError} onRetry={form.retry} />
      {/* Kept in this browser until the parent clears it (model/form-draft.ts); hidden while empty. */}
      <p className="form-start-over" hidden={form.isEmpty}>
        <button type="button" className="button" onClick={form.startOver}>
          Xóa và bắt đầu lại
        </button>
      </p>
    </form>
  );
}
