import { Tooltip } from "@/components/tooltip.tsx";
import { notify } from "@/lib/notify.ts";

/** Copies the report's address, so parents can reopen it later or send it to the family. */
export function CopyLinkButton() {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      notify("success", "Đã sao chép đường dẫn báo cáo");
    } catch {
      notify("error", "Không sao chép được. Bố mẹ hãy sao chép địa chỉ trên thanh trình duyệt nhé.");
    }
  };
  return (
    <Tooltip content="Lưu đường dẫn để mở lại báo cáo bất cứ lúc nào">
      <button type="button" className="button" onClick={copy}>
        Sao chép đường dẫn
      </button>
    </Tooltip>
  );
}
