import { NoIndex } from "@/components/no-index.tsx";
import { useParams } from "react-router-dom";
import { CulturalNote } from "@/components/cultural-note.tsx";
import { QueryProvider } from "@/app/query-provider.tsx";
import { InspirationResult } from "@/features/inspiration-result/components/inspiration-result.tsx";

export default function InspirationResultRoute() {
  const { id = "" } = useParams();
  return (
    <QueryProvider>
      <main className="page page--result">
        <NoIndex />
        <InspirationResult id={id} />
        <CulturalNote />
      </main>
    </QueryProvider>
  );
}
