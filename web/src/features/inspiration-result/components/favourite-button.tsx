import { useQuery } from "@tanstack/react-query";
import { getInspirationQuery } from "@/features/inspiration-result/api/get-inspiration.ts";
import { useUpdateFavourites } from "@/features/inspiration-result/api/update-favourites.ts";

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1Z"
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

interface FavouriteButtonProps {
  recordId: string;
  fullName: string;
}

/** The heart of a paid report's name: pressed when it is one of the record's shared favourites. */
export function FavouriteButton({ recordId, fullName }: FavouriteButtonProps) {
  // Reads the record the screen already holds; twenty hearts mounting must not refetch it.
  const { data: marked = false } = useQuery({
    ...getInspirationQuery(recordId),
    select: (record) => record.favourites.includes(fullName),
    refetchOnMount: false,
  });
  const update = useUpdateFavourites(recordId);
  return (
    <button
      type="button"
      className="icon-button favourite-button no-print"
      aria-pressed={marked}
      aria-label={`Yêu thích ${fullName}`}
      onClick={() => update.mutate(marked ? { remove: [fullName] } : { add: [fullName] })}
    >
      <HeartIcon filled={marked} />
      {/* One word whatever the state, inside the accessible name: the filled heart and aria-pressed say which. */}
      <span aria-hidden="true">Thích</span>
    </button>
  );
}
