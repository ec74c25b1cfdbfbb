// The ngũ hành generating cycle (Kim → Thủy → Mộc → Hỏa → Thổ → Kim) drawn as five nodes on a circle,
// the baby's mệnh ringed, and how many of the visible names sit on each element. The picture is
// decorative for a screen reader: its aria-label and the legend below say the same in words.
import { ELEMENTS, type Element } from "@core/naming/types.ts";
import type { ElementGroup } from "@/features/inspiration-result/model/element-groups.ts";

const SIZE = 260;
const CENTER = SIZE / 2;
const RING = 90;
const NODE = 28;

const FILL: Record<Element, string> = {
  Kim: "#ece7da",
  Thủy: "#d8e8f6",
  Mộc: "#d9f0dc",
  Hỏa: "#f9dcd4",
  Thổ: "#f3e5c4",
};

/** Kim at the top, then clockwise in generating order. */
function position(index: number) {
  const angle = ((-90 + index * 72) * Math.PI) / 180;
  return { x: CENTER + RING * Math.cos(angle), y: CENTER + RING * Math.sin(angle) };
}

/** A straight arrow from node a to node b, stopping at both rims. */
function arrow(a: { x: number; y: number }, b: { x: number; y: number }) {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = Math.hypot(dx, dy);
  const trim = (NODE + 4) / length;
  return { x1: a.x + dx * trim, y1: a.y + dy * trim, x2: b.x - dx * trim, y2: b.y - dy * trim };
}

interface FiveElementsDiagramProps {
  birthElement: Element;
  groups: readonly ElementGroup[];
}

export function FiveElementsDiagram({ birthElement, groups }: FiveElementsDiagramProps) {
  const counts = new Map(groups.map((group) => [group.element, group.givenNames.length]));
  const summary = groups.map((group) => `${group.givenNames.length} tên hành ${group.element}`).join(", ");
  const label =
    `Vòng ngũ hành tương sinh: Kim sinh Thủy, Thủy sinh Mộc, Mộc sinh Hỏa, Hỏa sinh Thổ, Thổ sinh Kim. ` +
    `Mệnh của bé: ${birthElement}.${summary ? ` Các tên gợi ý: ${summary}.` : ""}`;

  return (
    <svg className="elements-diagram" viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={label}>
      <defs>
        <marker
          id="elements-arrow"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 z" fill="#6b5b52" />
        </marker>
      </defs>
      {ELEMENTS.map((element, index) => {
        const line = arrow(position(index), position((index + 1) % ELEMENTS.length));
        return (
          <line
            key={`arrow-${element}`}
            {...line}
            stroke="#6b5b52"
            strokeWidth="1.5"
            markerEnd="url(#elements-arrow)"
          />
        );
      })}
      {ELEMENTS.map((element, index) => {
        const { x, y } = position(index);
        const isBirth = element === birthElement;
        const count = counts.get(element);
        return (
          <g key={element}>
            <circle
              cx={x}
              cy={y}
              r={NODE}
              fill={FILL[element]}
              stroke={isBirth ? "#b4532a" : "#a8988e"}
              strokeWidth={isBirth ? 4 : 1.5}
            />
            <text x={x} y={isBirth ? y - 2 : y + 5} textAnchor="middle" fontSize="14" fontWeight="600" fill="#2b211c">
              {element}
            </text>
            {isBirth && (
              <text x={x} y={y + 13} textAnchor="middle" fontSize="10" fill="#8a3b1c">
                Mệnh
              </text>
            )}
            {count ? (
              <g>
                <circle cx={x + NODE * 0.8} cy={y - NODE * 0.8} r="11" fill="#b4532a" />
                <text
                  x={x + NODE * 0.8}
                  y={y - NODE * 0.8 + 4}
                  textAnchor="middle"
                  fontSize="11"
                  fontWeight="600"
                  fill="#fff"
                >
                  {count}
                </text>
              </g>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
