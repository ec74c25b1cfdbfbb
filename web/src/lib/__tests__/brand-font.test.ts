import { describe, expect, it, vi } from "vitest";
import indexHtml from "/index.html?raw";
import { BRAND_FONT_CLASS, BRAND_FONT_FLAG, rememberBrandFont } from "@/lib/brand-font.ts";

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: () => null,
    get length() {
      return items.size;
    },
  };
}

const fontsLoading = (faces: (spec: string) => FontFace[]) =>
  ({ load: vi.fn(async (spec: string) => faces(spec)) }) as unknown as FontFaceSet;

describe("the brand font", () => {
  it("fetches both weights for Vietnamese text, then remembers it for the next visit", async () => {
    const storage = memoryStorage();
    const fonts = fontsLoading(() => [{} as FontFace]);
    expect(await rememberBrandFont(fonts, storage)).toBe(true);
    expect(vi.mocked(fonts.load).mock.calls.map(([spec, text]) => [spec, /ứ/.test(text ?? "")])).toEqual([
      ['400 1em "Be Vietnam Pro"', true],
      ['600 1em "Be Vietnam Pro"', true],
    ]);
    expect(storage.getItem(BRAND_FONT_FLAG)).toBe("1");
  });

  it("remembers nothing when a weight did not load or storage refuses, and fetches nothing once remembered", async () => {
    const storage = memoryStorage();
    expect(
      await rememberBrandFont(
        fontsLoading((spec) => (spec.startsWith("600") ? [] : [{} as FontFace])),
        storage,
      ),
    ).toBe(false);
    expect(storage.getItem(BRAND_FONT_FLAG)).toBeNull();

    const refusing = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    } as Storage;
    expect(
      await rememberBrandFont(
        fontsLoading(() => [{} as FontFace]),
        refusing,
      ),
    ).toBe(false);

    const remembered = fontsLoading(() => [{} as FontFace]);
    expect(await rememberBrandFont(remembered, memoryStorage({ [BRAND_FONT_FLAG]: "1" }))).toBe(true);
    expect(remembered.load).not.toHaveBeenCalled();
  });

  it("is switched on by index.html's first look only where the flag was kept", () => {
    const script = [...new DOMParser().parseFromString(indexHtml, "text/html").querySelectorAll("script")]
      .map((element) => element.textContent ?? "")
      .find((text) => text.includes(BRAND_FONT_FLAG));
    expect(script).toBeDefined();
    for (const [stored, expected] of [
      [{ [BRAND_FONT_FLAG]: "1" }, true],
      [{}, false],
    ] as const) {
      const classes = new Set<string>();
      const document = { documentElement: { classList: { add: (name: string) => classes.add(name) } } };
      new Function("localStorage", "document", script!)(memoryStorage(stored), document);
      expect(classes.has(BRAND_FONT_CLASS)).toBe(expected);
    }
  });
});
