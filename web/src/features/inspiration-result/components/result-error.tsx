interface ResultErrorProps {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}

/** SPEC §6: the backend failed even after the query's retries; the visitor can ask again. */
export function ResultError({ message, retrying, onRetry }: ResultErrorProps) {
  return (
    <section>
      <h1>Kết quả gợi ý tên</h1>
      <div role="alert" className="alert">
        <p>{message}</p>
        <button type="button" className="button" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
          Thử lại
        </button>
      </div>
    </section>
  );
}
