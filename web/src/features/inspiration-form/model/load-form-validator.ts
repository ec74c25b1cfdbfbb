// Loads the validator once, the first time the visitor touches the form (or submits it), and keeps
// the promise so every later check is instant.
type ValidatorModule = typeof import("./validate-form.ts");

let validator: Promise<ValidatorModule> | undefined;

export function loadFormValidator(): Promise<ValidatorModule> {
  validator ??= import("./validate-form.ts").catch((error: unknown) => {
    // A failed chunk load (flaky network) must not poison the next attempt.
    validator = undefined;
    throw error;
  });
  return validator;
}
