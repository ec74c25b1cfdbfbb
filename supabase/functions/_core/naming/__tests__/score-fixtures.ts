// The name and the request the score's tests start from: Nguyễn Minh Tuệ, every criterion met, for a
// family who chose Trí tuệ and wrote "sáng dạ", the baby's mệnh Thủy.
import { relateToBirth } from "../elements.ts";
import type { NameFeatures, ScoreContext } from "../score-inputs.ts";
import { analyseToneSequence, toneVerdictOf } from "../tones.ts";
import type { Tone } from "../../vietnamese/normalize.ts";

export const context: ScoreContext = {
  selectedThemes: ["tri-tue"],
  wishTexts: ["sáng dạ"],
  wishChosenThemes: [[]],
  hasProfile: true,
  themeLabel: (id) => ({ "tri-tue": "Trí tuệ" })[id as "tri-tue"] ?? id,
  parents: [],
  genderUnknown: false,
  familyCanAgree: true,
};
export const tones = (list: Tone[]) => ({ toneVerdict: toneVerdictOf(list), tones: () => analyseToneSequence(list) });
/** Nguyễn Minh Tuệ: T-B-T. */
export const base: NameFeatures = {
  naturalness: 1,
  commonness: 1,
  modernity: 1,
  // Not among the names the blind readings graded.
  readerAppeal: 0,
  neutrality: 0.5,
  attested: true,
  lean: "gai",
  placeEcho: null,
  naturalnessReason: "“Minh Tuệ” là tên nhiều gia đình Việt đặt cho con gái",
  givenThemes: ["tri-tue"],
  middleThemes: [["anh-sang"]],
  scoredWishMatches: ["sáng dạ"],
  givenRelation: relateToBirth("Kim", "Thủy"),
  middleRelations: [relateToBirth("Kim", "Thủy")],
  ...tones(["nga", "ngang", "nang"]),
  givenElement: "Kim",
  middleElements: ["Kim"],
  meaningShare: 1,
  failedChecks: 0,
  softWarnings: 0,
};
