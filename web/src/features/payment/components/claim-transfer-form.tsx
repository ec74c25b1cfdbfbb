import { useId, useState, type FormEvent } from "react";
import { FunctionError } from "@/lib/function-error.ts";
import { useClaimTransfer } from "@/features/payment/api/claim-transfer.ts";
import {
  AMOUNT_INVALID,
  CLAIM_INTRO,
  CLAIM_SUMMARY,
  claimOutcomeText,
  TIME_IN_FUTURE,
  TIME_INVALID,
} from "@/features/payment/model/claim-words.ts";
import { groupVnd, parseVnd } from "@/features/payment/model/parse-vnd.ts";
import { vietnamDateTimeLocal, vietnamIsoFromLocal } from "@/features/payment/model/vietnam-time.ts";

/** A clock a few minutes fast on the phone should not refuse a transfer made just now. */
const FUTURE_SLACK_MS = 5 * 60 * 1000;

interface FieldErrors {
  amountVnd?: string;
  transferredAt?: string;
}

/** Collapsed at first: most parents never need it, and it must not push the QR down. */
export function ClaimTransferForm({ recordId, amountDueVnd }: { recordId: string; amountDueVnd: number }) {
  const claim = useClaimTransfer(recordId);
  const [amount, setAmount] = useState(() => groupVnd(amountDueVnd));
  const [time, setTime] = useState(() => vietnamDateTimeLocal(new Date()));
  const [invalid, setInvalid] = useState<FieldErrors>({});
  const id = useId();

  const serverError = claim.error instanceof FunctionError ? claim.error : null;
  const fields: FieldErrors = { ...(serverError?.status === 400 ? serverError.fields : {}), ...invalid };
  const fieldless = claim.error && !(serverError?.status === 400 && (fields.amountVnd || fields.transferredAt));

  function submit(event: FormEvent) {
    event.preventDefault();
    const amountVnd = parseVnd(amount);
    const transferredAt = vietnamIsoFromLocal(time);
    const errors: FieldErrors = {};
    if (amountVnd === null) errors.amountVnd = AMOUNT_INVALID;
    if (transferredAt === null) errors.transferredAt = TIME_INVALID;
    else if (Date.parse(transferredAt) > Date.now() + FUTURE_SLACK_MS) errors.transferredAt = TIME_IN_FUTURE;
    setInvalid(errors);
    if (amountVnd === null || transferredAt === null || errors.transferredAt) {
      claim.reset();
      return;
    }
    claim.mutate({ amountVnd, transferredAt });
  }

  return (
    <details className="claim-transfer">
      <summary>{CLAIM_SUMMARY}</summary>
      <p>{CLAIM_INTRO}</p>
      <form className="claim-transfer__form" noValidate onSubmit={submit}>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-amount`}>
            Số tiền đã chuyển (₫)
          </label>
          <input
            id={`${id}-amount`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-invalid={fields.amountVnd ? true : undefined}
            aria-describedby={fields.amountVnd ? `${id}-amount-error` : undefined}
          />
          {fields.amountVnd ? (
            <p id={`${id}-amount-error`} className="field__error">
              {fields.amountVnd}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-time`}>
            Thời gian chuyển khoản (giờ Việt Nam)
          </label>
          <input
            id={`${id}-time`}
            type="datetime-local"
            value={time}
            onChange={(event) => setTime(event.target.value)}
            aria-invalid={fields.transferredAt ? true : undefined}
            aria-describedby={fields.transferredAt ? `${id}-time-error` : undefined}
          />
          {fields.transferredAt ? (
            <p id={`${id}-time-error`} className="field__error">
              {fields.transferredAt}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button" disabled={claim.isPending} aria-busy={claim.isPending}>
          {claim.isPending ? "Đang kiểm tra…" : "Gửi để kiểm tra"}
        </button>
      </form>
      <p role="status" className="claim-transfer__outcome">
        {claim.data ? claimOutcomeText(claim.data) : ""}
      </p>
      {fieldless ? (
        <p role="alert" className="claim-transfer__error">
          {claim.error.message}
        </p>
      ) : null}
    </details>
  );
}
