// Under a surname the form could not take: the known surnames nearest to it, each a tap that puts
// it in the field, and, for a rare surname that is really the family's, a way to say so and send.
import type { SurnameHelp as Help } from "@/features/inspiration-form/model/validate-form.ts";
import "./surname-help.css";

interface SurnameHelpProps {
  help: Help;
  onPick: (surname: string) => void;
  onConfirm: () => void;
}

export default function SurnameHelp({ help, onPick, onConfirm }: SurnameHelpProps) {
  return (
    <div className="surname-help" role="group" aria-label="Gợi ý họ">
      {help.suggestions.map((surname) => (
        <button key={surname} type="button" className="chip" onClick={() => onPick(surname)}>
          Có phải họ {surname}?
        </button>
      ))}
      {help.confirmable && (
        <button type="button" className="button" onClick={onConfirm}>
          Đúng, họ của gia đình tôi là {help.typed}
        </button>
      )}
    </div>
  );
}
