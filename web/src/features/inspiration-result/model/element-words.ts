// Vietnamese words for the ngũ hành vocabulary the engine answers with as codes.
import type { ElementRelation, NameCheck, ToneAnalysis } from "@core/naming/report-types.ts";

export const RELATION_KIND_LABEL: Record<ElementRelation["kind"], string> = {
  "tuong-sinh": "tương sinh",
  "tuong-khac": "tương khắc",
  "binh-hoa": "bình hòa",
};

export const TONE_VERDICT_LABEL: Record<ToneAnalysis["verdict"], string> = {
  "xen-ke": "Xen kẽ bằng trắc",
  "can-doi": "Cân đối",
  "toan-bang": "Toàn thanh bằng",
  "toan-trac": "Toàn thanh trắc",
};

export const CHECK_LABEL: Record<NameCheck["kind"], string> = {
  "kieng-huy": "Kiêng húy",
  "noi-lai": "Nói lái",
  "doc-lien": "Đọc liền",
  "quy-tac": "Quy tắc đặt tên",
};
