// Ngũ hành: the generating (tương sinh) and overcoming (tương khắc) cycles, and how a syllable's
// element stands towards the baby's birth-year element. Told as the cultural tradition it is.
import { ELEMENTS, type Element } from "./types.ts";
import type { ElementRelation } from "./report-types.ts";

// ELEMENTS is in generating order: Kim → Thủy → Mộc → Hỏa → Thổ → Kim. Each element overcomes the
// one two steps ahead: Kim khắc Mộc, Thủy khắc Hỏa, Mộc khắc Thổ, Hỏa khắc Kim, Thổ khắc Thủy.
const step = (element: Element, steps: number): Element =>
  ELEMENTS[(ELEMENTS.indexOf(element) + steps) % ELEMENTS.length]!;

/** True when `a` generates `b` (a sinh b), e.g. Kim sinh Thủy. */
export function generates(a: Element, b: Element): boolean {
  return step(a, 1) === b;
}

/** True when `a` overcomes `b` (a khắc b), e.g. Thủy khắc Hỏa. */
export function overcomes(a: Element, b: Element): boolean {
  return step(a, 2) === b;
}

// Ranking asks for these thousands of times per report; there are only 25, so each is built once.
const RELATIONS = new Map<Element, Map<Element, ElementRelation>>(
  ELEMENTS.map((name) => [
    name,
    new Map(ELEMENTS.map((birth) => [birth, Object.freeze(describeRelation(name, birth))])),
  ]),
);

/** The relation of a name syllable's element to the birth-year element, with a sentence for parents. */
export function relateToBirth(name: Element, birth: Element): ElementRelation {
  return RELATIONS.get(name)!.get(birth)!;
}

function describeRelation(name: Element, birth: Element): ElementRelation {
  const base = { nameElement: name, birthElement: birth };
  if (name === birth) {
    return {
      ...base,
      kind: "binh-hoa",
      direction: null,
      label: `Bình hòa ${name}`,
      explanation: `Bình hòa: tên và mệnh của bé cùng hành ${name}, hòa hợp và vững vàng.`,
    };
  }
  if (generates(name, birth)) {
    return {
      ...base,
      kind: "tuong-sinh",
      direction: "ten-toi-menh",
      label: `${name} sinh ${birth}`,
      explanation: `${name} sinh ${birth}: tên (${name}) bồi đắp cho mệnh ${birth} của bé.`,
    };
  }
  if (generates(birth, name)) {
    return {
      ...base,
      kind: "tuong-sinh",
      direction: "menh-toi-ten",
      label: `${birth} sinh ${name}`,
      explanation: `${birth} sinh ${name}: mệnh của bé (${birth}) nuôi dưỡng tên (${name}).`,
    };
  }
  if (overcomes(name, birth)) {
    return {
      ...base,
      kind: "tuong-khac",
      direction: "ten-toi-menh",
      label: `${name} khắc ${birth}`,
      explanation: `${name} khắc ${birth}: theo quan niệm ngũ hành, hành của tên (${name}) chế ngự mệnh ${birth} của bé, chưa thật hài hòa.`,
    };
  }
  return {
    ...base,
    kind: "tuong-khac",
    direction: "menh-toi-ten",
    label: `${birth} khắc ${name}`,
    explanation: `${birth} khắc ${name}: theo quan niệm ngũ hành, mệnh của bé (${birth}) chế ngự hành của tên (${name}).`,
  };
}
