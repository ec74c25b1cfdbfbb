// The parents' consent (docs/privacy.md): an unticked box, one plain sentence on what is kept, why
// and for how long, and a link to the full notice. Nothing is sent until it is ticked.
import { PAID_RETENTION_MONTHS, UNPAID_RETENTION_DAYS } from "@core/privacy/retention-periods.ts";
import { paths } from "@/config/paths.ts";
import { fieldAria, fieldControlId } from "@/features/inspiration-form/model/field-ids.ts";
import { FieldText } from "./form-field.tsx";

interface ConsentBoxProps {
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}

export function ConsentBox({ checked, error, onChange }: ConsentBoxProps) {
  return (
    <div className="field consent">
      <label className="consent__label">
        <input
          id={fieldControlId("consent")}
          name="consent"
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          {...fieldAria("consent", error, false)}
        />
        <span>
          Tôi đồng ý để Cảm Hứng Tên lưu những thông tin trên để gợi ý tên cho bé: bản xem trước được giữ{" "}
          {UNPAID_RETENTION_DAYS} ngày, báo cáo đã thanh toán {PAID_RETENTION_MONTHS} tháng, và tôi có thể xóa bất cứ
          lúc nào (
          <a href={paths.privacy.getHref()} target="_blank" rel="noopener">
            chính sách quyền riêng tư
          </a>
          ).
        </span>
      </label>
      <FieldText name="consent" error={error} />
    </div>
  );
}
