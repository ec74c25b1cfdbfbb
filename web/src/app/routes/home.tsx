import { CulturalNote } from "@/components/cultural-note.tsx";
import { NameLookup } from "@/components/name-lookup.tsx";
import { HowItWorks } from "@/features/inspiration-form/components/how-it-works.tsx";
import { InspirationForm } from "@/features/inspiration-form/components/inspiration-form.tsx";
import { HOME_TITLE, usePageTitle } from "@/lib/page-title.ts";
import { useStaticHero } from "@/lib/use-static-hero.ts";

/** The home page; its hero (title and promise) is index.html's, shown while this route is mounted. */
export default function HomeRoute() {
  useStaticHero("hero");
  usePageTitle(HOME_TITLE);
  return (
    <main className="page page--below-hero">
      <HowItWorks />
      <InspirationForm />
      <NameLookup />
      <CulturalNote />
    </main>
  );
}
