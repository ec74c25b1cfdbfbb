interface RetryAlertProps {
  /** Vietnamese, from the server or the client's own fallback. */
  message: string;
  retrying: boolean;
  onRetry: () => void;
}

/** docs/product.md §6: the backend failed even after the query's retries; the visitor can ask again. */
export function RetryAlert({ message, retrying, onRetry }: RetryAlertProps) {
  return (
    <div role="alert" className="alert">
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        Thử lại
      </button>
    </div>
  );
}
