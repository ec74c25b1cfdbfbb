// Characters no field of a form may hold, whatever a hostile client sends: NUL (PostgreSQL text
// cannot store it), the other control characters but tab and line breaks, a lone UTF-16 surrogate
// (not a character at all: it cannot be encoded as UTF-8), and Unicode's noncharacters
// (U+FDD0–U+FDEF and the last two code points of every plane). A person never types any of them.

const ALLOWED_CONTROLS = new Set([0x09, 0x0a, 0x0d]);

function isForbiddenCodePoint(codePoint: number): boolean {
  if (codePoint < 0x20) return !ALLOWED_CONTROLS.has(codePoint);
  if (codePoint >= 0x7f && codePoint <= 0x9f) return true;
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return true; // only reached for a lone surrogate
  if (codePoint >= 0xfdd0 && codePoint <= 0xfdef) return true;
  return (codePoint & 0xfffe) === 0xfffe;
}

export function hasOnlyTextCharacters(text: string): boolean {
  for (const character of text) {
    // for…of yields a well-formed pair as one code point and a lone surrogate on its own.
    if (isForbiddenCodePoint(character.codePointAt(0)!)) return false;
  }
  return true;
}
