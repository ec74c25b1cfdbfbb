import { Link } from "react-router-dom";
import type { RecordView } from "@core/contracts/get-inspiration.contract.ts";
import { CopyLinkButton } from "./copy-link-button.tsx";
import { namesLeanOf } from "@/features/inspiration-result/model/request-facts.ts";
import { ResultHeaderView } from "./result-header-view.tsx";

/**
 * The request summary with the app's links; a paid report adds its buttons. The page title is
 * index.html's static header (lib/use-static-hero.ts).
 */
export function ResultHeader({ record }: { record: RecordView }) {
  const paid = record.paymentStatus === "paid";
  return (
    <ResultHeaderView
      recordId={record.id}
      input={record.input}
      paid={paid}
      namesLean={namesLeanOf([...record.suggestions, ...record.locked].map((name) => name.genderLean))}
      Link={Link}
      actions={
        paid && (
          <div className="result-header__actions no-print">
            <CopyLinkButton />
            <button type="button" className="button" onClick={() => window.print()}>
              In báo cáo
            </button>
          </div>
        )
      }
    />
  );
}
