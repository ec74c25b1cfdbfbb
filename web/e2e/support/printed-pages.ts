// Reading a printed report back: Chromium prints the open page to A4 and pdftotext says where each
// line of each page is, so a test can check what a parent holds on paper.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test, type Page } from "@playwright/test";

/** The report's page margins (10 mm above and below, report.css's @page), in PDF points. */
const MARGIN = (10 / 25.4) * 72;

export interface PrintedLine {
  /** Where the line starts and ends from the top of the page, in points. */
  top: number;
  bottom: number;
  /** Where it starts from the page's left edge, in points: which column it is in. */
  left: number;
  text: string;
}

export interface PrintedPage {
  /** The page's lines in reading order. */
  lines: PrintedLine[];
  /** The same, one space between them. */
  text: string;
  /**
   * The page's text in the order it was drawn: each column's lines together. Read by lines, a
   * heading level with a line of the next column (a large chữ Hán shifts its baseline) can come
   * out in two halves ("… hành Thổ Thần", then "số học").
   */
  drawn: string;
  /** How far down the page's writing reaches, as a share of the height between the margins. */
  fill: number;
  /** The height between the margins, in points. */
  usable: number;
}

const decode = (word: string) =>
  word
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;|&#39;/g, "'")
    .replace(/&amp;/g, "&");

/** What pdftotext may print for one report, in bytes. */
const PDFTOTEXT_BUFFER = 64 * 1024 * 1024;

/** Prints the open report as Chromium does to A4 and reads the PDF back, page by page, with pdftotext. */
export async function printReport(page: Page, name: string): Promise<PrintedPage[]> {
  await page.emulateMedia({ media: "print" });
  const pdf = await page.pdf({ format: "A4", printBackground: false });
  await test.info().attach(`${name}.pdf`, { body: pdf, contentType: "application/pdf" });
  const file = path.join(mkdtempSync(path.join(tmpdir(), "printed-report-")), `${name}.pdf`);
  writeFileSync(file, pdf);
  // Every word with its box: past the 1 MB that execFileSync keeps by default for a twelve-page report.
  const layout = execFileSync("pdftotext", ["-enc", "UTF-8", "-bbox-layout", file, "-"], {
    encoding: "utf8",
    maxBuffer: PDFTOTEXT_BUFFER,
  });
  return [...layout.matchAll(/<page [^>]*height="([\d.]+)"[^>]*>([\s\S]*?)<\/page>/g)].map(
    ([, height, body], index) => {
      const lines = [
        ...body!.matchAll(/<line [^>]*xMin="([\d.]+)" yMin="([\d.]+)"[^>]*yMax="([\d.]+)"[^>]*>([\s\S]*?)<\/line>/g),
      ].map(([, left, top, bottom, words]) => ({
        left: Number(left),
        top: Number(top),
        bottom: Number(bottom),
        text: [...words!.matchAll(/<word [^>]*>([^<]*)<\/word>/g)].map((word) => decode(word[1]!)).join(" "),
      }));
      const bottom = Math.max(MARGIN, ...lines.map((line) => line.bottom));
      const at = String(index + 1);
      const drawn = execFileSync("pdftotext", ["-enc", "UTF-8", "-raw", "-f", at, "-l", at, file, "-"], {
        encoding: "utf8",
        maxBuffer: PDFTOTEXT_BUFFER,
      });
      return {
        lines,
        text: lines.map((line) => line.text).join(" "),
        drawn: drawn.replace(/\s+/g, " "),
        fill: (bottom - MARGIN) / (Number(height) - 2 * MARGIN),
        usable: Number(height) - 2 * MARGIN,
      };
    },
  );
}

/**
 * The page and line a text starts on. A name or a heading may wrap onto the next line (the font a
 * first visit prints in decides where lines break), so a line also holds a text that it and the next
 * line hold together, unless the next line holds it alone.
 */
export function findLine(pages: PrintedPage[], text: string): { at: number; line: PrintedLine } {
  for (const [at, { lines }] of pages.entries()) {
    const line = lines.find(
      (here, i) =>
        here.text.includes(text) ||
        (!lines[i + 1]?.text.includes(text) && `${here.text} ${lines[i + 1]?.text ?? ""}`.includes(text)),
    );
    if (line) return { at, line };
  }
  throw new Error(`“${text}” is printed on no page`);
}
