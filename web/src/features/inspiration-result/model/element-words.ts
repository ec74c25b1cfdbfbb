// Vietnamese words for the ngũ hành vocabulary the engine answers with as codes.
import type { ElementRelation, NameCheck, ToneAnalysis } from "@core/naming/report-types.ts";

/**
 * What a relation means for the baby, in a parent's words, beside the relation itself ("Kim sinh
 * Thủy · hợp mệnh"): not the term again ("Bình hòa Thủy · bình hòa"), which says nothing more.
 */
export const RELATION_KIND_LABEL: Record<ElementRelation["kind"], string> = {
  "tuong-sinh": "hợp mệnh",
  "tuong-khac": "khắc mệnh",
  "binh-hoa": "cùng hành",
};

export const TONE_VERDICT_LABEL: Record<ToneAnalysis["verdict"], string> = {
  "xen-ke": "Xen kẽ bằng trắc",
  "can-doi": "Có bằng có trắc",
  "toan-bang": "Toàn thanh bằng",
  "toan-trac": "Toàn thanh trắc",
};

export const CHECK_LABEL: Record<NameCheck["kind"], string> = {
  "kieng-huy": "Kiêng húy",
  "noi-lai": "Nói lái",
  "doc-lien": "Đọc liền",
  "quy-tac": "Quy tắc đặt tên",
};
