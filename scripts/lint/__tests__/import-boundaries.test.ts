// The boundary rule, on imports written from where each kind of code lives, and through ESLint
// itself on a file that breaks it.
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { ROOT_DIR } from "../../stack/config.ts";
import { boundaryProblem } from "../import-boundaries.js";

const at = (relative: string) => path.join(ROOT_DIR, relative);

describe("the import boundaries", () => {
  it("keep the core to core modules and zod", () => {
    const file = at("supabase/functions/_core/naming/score.ts");
    expect(boundaryProblem(file, "./name-rules.ts")).toBeNull();
    expect(boundaryProblem(file, "../vietnamese/normalize.ts")).toBeNull();
    expect(boundaryProblem(file, "zod/mini")).toBeNull();
    expect(boundaryProblem(file, "../../_shared/db/database.ts")).toMatch(/core/);
    expect(boundaryProblem(file, "postgres")).toMatch(/core/);
    expect(boundaryProblem(file, "node:fs")).toMatch(/core/);
    expect(boundaryProblem(file, "react")).toMatch(/core/);
    expect(boundaryProblem(file, "../../../../web/src/lib/notify.ts")).toMatch(/core/);
  });

  it("let the core's tests use Vitest and Node, but still nothing Deno-only", () => {
    const file = at("supabase/functions/_core/naming/__tests__/score.test.ts");
    expect(boundaryProblem(file, "vitest")).toBeNull();
    expect(boundaryProblem(file, "node:fs")).toBeNull();
    expect(boundaryProblem(file, "../../../_shared/http/cors.ts")).toMatch(/core/);
  });

  it("let the web reach the core only as @core/", () => {
    const file = at("web/src/features/payment/api/request-payment.ts");
    expect(boundaryProblem(file, "@core/contracts/request-payment.contract.ts")).toBeNull();
    expect(boundaryProblem(file, "../../../../../supabase/functions/_core/contracts/transfer-code.ts")).toMatch(
      /@core/,
    );
    expect(boundaryProblem(file, "../../../../../supabase/functions/_shared/records/record-view.ts")).toMatch(
      /supabase/,
    );
    expect(boundaryProblem(file, "../../../../../scripts/stack/config.ts")).toMatch(/scripts/);
  });

  it("keep each web feature out of the others", () => {
    const file = at("web/src/features/payment/components/payment-info.tsx");
    expect(boundaryProblem(file, "@/features/payment/api/request-payment.ts")).toBeNull();
    expect(boundaryProblem(file, "@/lib/call-function.ts")).toBeNull();
    expect(boundaryProblem(file, "@/features/inspiration-result/api/get-inspiration.ts")).toMatch(
      /feature "payment" may not import the feature "inspiration-result"/,
    );
  });

  it("let the web app name its modules as @/…, never by climbing out of a folder", () => {
    const file = at("web/src/features/payment/components/payment-info.tsx");
    expect(boundaryProblem(file, "./payment-qr.tsx")).toBeNull();
    expect(boundaryProblem(file, "../api/request-payment.ts")).toMatch(
      /import it as @\/features\/payment\/api\/request-payment\.ts/,
    );
    expect(boundaryProblem(file, "../../../lib/call-function.ts")).toMatch(/@\/lib\/call-function\.ts/);
    expect(boundaryProblem(at("web/build/start-route-early.ts"), "../src/config/paths.ts")).toBeNull();
  });

  it("keep the functions off scripts/ and web/", () => {
    const file = at("supabase/functions/tests/helpers/local-stack.ts");
    expect(boundaryProblem(file, "../../../../scripts/stack/config.ts")).toMatch(/functions/);
    expect(boundaryProblem(file, "@core/contracts/function-contract.ts")).toBeNull();
  });

  it("are enforced by the project's ESLint config", async () => {
    const eslint = new ESLint({ cwd: ROOT_DIR });
    const [result] = await eslint.lintText(
      'import { database } from "../../_shared/db/database.ts";\nexport const x = database;\n',
      {
        filePath: at("supabase/functions/_core/naming/probe.ts"),
      },
    );
    expect(result!.messages.map((message) => message.ruleId)).toContain("boundaries/import-boundaries");
    // Loading the config loads typescript-eslint, a few seconds on a busy two-core runner.
  }, 30_000);
});
