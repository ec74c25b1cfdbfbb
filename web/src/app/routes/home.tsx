import { CulturalNote } from "../../components/cultural-note.tsx";
import { HomeHero } from "../../features/inspiration-form/components/home-hero.tsx";
import { HowItWorks } from "../../features/inspiration-form/components/how-it-works.tsx";
import { InspirationForm } from "../../features/inspiration-form/components/inspiration-form.tsx";

export default function HomeRoute() {
  return (
    <main className="page">
      <HomeHero />
      <HowItWorks />
      <InspirationForm />
      <CulturalNote />
    </main>
  );
}
