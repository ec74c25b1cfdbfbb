import { Fragment } from "react";
import type { HanTuPart } from "@/features/inspiration-result/model/name-facts.ts";

/**
 * A name's chữ Hán (hanTuOf), where the card, the favourites table and the printed favourites show
 * it: the characters marked as Chinese, and a syllable without one said in Vietnamese, so a
 * screen reader reads each in its own language. A plain function of its props: the early view draws
 * the card too.
 */
export function HanTuText({ parts }: { parts: readonly HanTuPart[] }) {
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && " · "}
      {"hanTu" in part ? (
        <span lang="zh-Hant" className="han">
          {part.hanTu}
        </span>
      ) : (
        `${part.withoutHanTu} (không có chữ Hán)`
      )}
    </Fragment>
  ));
}
