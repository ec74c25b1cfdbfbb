// A read position over one query-string value, shared by the filter and select grammars.
import { queryStringError } from "./rest-error.ts";

const MAX_QUOTED_CONTEXT = 200;

export class GrammarCursor {
  private position = 0;

  constructor(
    readonly text: string,
    /** Names the failing parameter in the error, as PostgREST's "failed to parse filter (…)" does. */
    private readonly context: string,
  ) {}

  get atEnd(): boolean {
    return this.position >= this.text.length;
  }

  peek(): string | undefined {
    return this.text[this.position];
  }

  lookingAt(expected: string): boolean {
    return this.text.startsWith(expected, this.position);
  }

  advance(count = 1): void {
    this.position += count;
  }

  expect(expected: string): void {
    if (!this.lookingAt(expected)) this.fail(`expected "${expected}"`);
    this.position += expected.length;
  }

  expectEnd(): void {
    if (!this.atEnd) this.fail(`unexpected "${this.text.slice(this.position)}"`);
  }

  /** Reads up to (not including) the first character in `stops`, or to the end. */
  readUntil(stops: string): string {
    const start = this.position;
    while (!this.atEnd && !stops.includes(this.text[this.position]!)) this.position += 1;
    return this.text.slice(start, this.position);
  }

  /** Reads everything left. */
  readRest(): string {
    const rest = this.text.slice(this.position);
    this.position = this.text.length;
    return rest;
  }

  /** Reads `"…"` with backslash escapes, PostgREST's way of putting `,` `(` `)` inside a value. */
  readQuoted(): string {
    this.expect('"');
    let value = "";
    while (!this.atEnd) {
      const character = this.text[this.position]!;
      this.position += 1;
      if (character === '"') return value;
      if (character === "\\") {
        if (this.atEnd) break;
        value += this.text[this.position]!;
        this.position += 1;
      } else {
        value += character;
      }
    }
    return this.fail("unterminated quoted value");
  }

  fail(details: string): never {
    // The context quotes the parameter; a hostile one can be kilobytes long, the answer stays short.
    const context =
      this.context.length > MAX_QUOTED_CONTEXT ? `${this.context.slice(0, MAX_QUOTED_CONTEXT)}…` : this.context;
    throw queryStringError(`"failed to parse ${context}" (column ${this.position + 1})`, details);
  }
}
