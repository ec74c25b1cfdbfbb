import {
  BAND_LABELS,
  FIT_WHEN_GENDER_UNKNOWN,
  FORMULA_TEXT,
  PART_LABEL,
  PART_MEANING,
  READERS_TEXT,
} from "@/features/inspiration-result/model/score-words.ts";

/**
 * The method, said once for the whole page: what the two parts of every score measure, the formula,
 * the bands, and where the real names come from. The cards stay free of sources and jargon.
 */
export function ScoringMethod() {
  return (
    <section className="card scoring-method" aria-labelledby="scoring-method-title">
      <h2 id="scoring-method-title">Cách chúng tôi chấm điểm</h2>
      <p>Mỗi tên có hai phần điểm, từ 0 đến 100:</p>
      <ul>
        <li>
          <strong>{PART_LABEL.quality}:</strong> {PART_MEANING.quality}
        </li>
        <li>
          <strong>{PART_LABEL.fit}:</strong> {PART_MEANING.fit} {FIT_WHEN_GENDER_UNKNOWN}
        </li>
      </ul>
      <p>{READERS_TEXT}</p>
      <p>{FORMULA_TEXT}</p>
      <p>
        Mức: {BAND_LABELS["rat-dep"]} (từ 85 điểm), {BAND_LABELS.dep} (70–84), {BAND_LABELS["can-nhac"]} (50–69),{" "}
        {BAND_LABELS["khong-nen"]} (dưới 50).
      </p>
      <p>
        Mọi gợi ý đều là tên đệm và tên các gia đình Việt thật sự đặt cho con, lấy từ danh sách tên người Việt công khai
        vietnamese-namedb (giấy phép MIT) cùng phần chọn lọc của chúng tôi. “Tên bé trai”, “Tên bé gái” hay “Tên cho cả
        bé trai và bé gái” cũng đọc từ danh sách này.
      </p>
    </section>
  );
}
