// Finds exports that nothing imports. An export is part of a module's surface: one that no other file
// uses is either dead code or a name that should be private to its file, and both mislead a reader.
//
// It reads the sources syntactically (no type checking, so it takes a second or two): every export of
// every module, and every import, re-export, dynamic import and `vi.mock` of every file, resolved the
// way tsc and Deno resolve them (tsconfig.json's paths, the functions' `@core/` import map). A module
// imported as a whole (`import * as`, `import()`, `export * from`), or named by its path in a string
// (a config's `globalSetup: "./support/global-setup.ts"`, a build step's `ssrLoadModule("/src/…")`),
// counts as fully used. Tests count as
// users: a pure helper that only its test calls is still part of what that module offers.
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

interface DeadExport {
  file: string;
  name: string;
}

/** Files whose exports a tool, not an import, consumes (configs' default exports). */
const TOOL_ENTRIES = [/(^|\/)[\w.-]+\.config\.(ts|js|mjs)$/, /^eslint\.config\.js$/];

interface ModuleFacts {
  exports: Set<string>;
  /** Named imports per resolved file; "*" means the whole module. */
  uses: { file: string; names: string[] | "*" }[];
}

function exportedNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
    const isExported = modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false;
    const isDefault = modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword) ?? false;
    if (ts.isExportAssignment(statement)) names.add("default");
    else if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) names.add(element.name.text);
    } else if (isExported && isDefault) names.add("default");
    else if (isExported && ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
      }
    } else if (isExported && "name" in statement && statement.name && ts.isIdentifier(statement.name as ts.Node)) {
      names.add((statement.name as ts.Identifier).text);
    }
  }
  return names;
}

function stringArgument(node: ts.CallExpression): string | null {
  const first = node.arguments[0];
  return first && ts.isStringLiteralLike(first) ? first.text : null;
}

function importsOf(
  source: ts.SourceFile,
  resolve: (specifier: string) => string | null,
  resolvePath: (text: string) => string | null,
): ModuleFacts["uses"] {
  const uses: ModuleFacts["uses"] = [];
  const add = (specifier: string, names: string[] | "*") => {
    const file = resolve(specifier);
    if (file) uses.push({ file, names });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const names: string[] = [];
      let whole = false;
      if (clause?.name) names.push("default");
      if (clause?.namedBindings && ts.isNamespaceImport(clause.namedBindings)) whole = true;
      if (clause?.namedBindings && ts.isNamedImports(clause.namedBindings)) {
        for (const element of clause.namedBindings.elements) names.push((element.propertyName ?? element.name).text);
      }
      add(node.moduleSpecifier.text, whole ? "*" : names);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      add(
        node.moduleSpecifier.text,
        clause && ts.isNamedExports(clause) ? clause.elements.map((e) => (e.propertyName ?? e.name).text) : "*",
      );
    } else if (ts.isCallExpression(node)) {
      const specifier = stringArgument(node);
      const callee = node.expression;
      const isDynamicImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const isMock =
        ts.isPropertyAccessExpression(callee) && /^(mock|doMock|importActual|importMock)$/.test(callee.name.text);
      if (specifier && (isDynamicImport || isMock)) add(specifier, "*");
    } else if (
      ts.isStringLiteral(node) &&
      /\.(tsx?|m?js)$/.test(node.text) &&
      !ts.isImportDeclaration(node.parent) &&
      !ts.isExportDeclaration(node.parent)
    ) {
      const file = resolvePath(node.text);
      if (file) uses.push({ file, names: "*" });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) add(literal.text, node.qualifier ? [qualifierHead(node.qualifier)] : "*");
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

function qualifierHead(name: ts.EntityName): string {
  return ts.isIdentifier(name) ? name.text : qualifierHead(name.left);
}

/** Every export of `files` (repository-relative paths) that no file among them imports. */
export function findDeadExports(rootDir: string, files: string[]): DeadExport[] {
  const config = ts.readConfigFile(path.join(rootDir, "tsconfig.json"), ts.sys.readFile);
  const options = { ...ts.parseJsonConfigFileContent(config.config, ts.sys, rootDir).options, allowJs: true };
  const known = new Set(files.map((file) => path.join(rootDir, file)));
  const facts = new Map<string, ModuleFacts>();
  for (const file of known) {
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const resolve = (specifier: string): string | null => {
      // Deno's `npm:` and URL imports are packages, not ours.
      if (/^(npm|jsr|node|https?):/.test(specifier)) return null;
      const bare = specifier.replace(/\?.*$/, "");
      const resolved = ts.resolveModuleName(bare, file, options, ts.sys).resolvedModule?.resolvedFileName;
      // A JavaScript module typed by a .d.ts beside it is the module the import runs.
      const runs = resolved?.replace(/\.d\.ts$/, ".js");
      if (runs && known.has(runs)) return runs;
      return resolved && known.has(resolved) ? resolved : null;
    };
    // A path in a string is read from the file's folder, the repository's root or the web app's root.
    const resolvePath = (text: string): string | null => {
      const bases = [path.dirname(file), rootDir, path.join(rootDir, "web")];
      const candidates = bases.map((base) => path.join(base, text.replace(/^\//, "")));
      return candidates.find((candidate) => known.has(candidate)) ?? null;
    };
    facts.set(file, { exports: exportedNames(source), uses: importsOf(source, resolve, resolvePath) });
  }
  const used = new Map<string, Set<string> | "*">();
  for (const [importer, { uses }] of facts) {
    for (const { file, names } of uses) {
      if (file === importer) continue;
      const current = used.get(file);
      if (current === "*") continue;
      if (names === "*") used.set(file, "*");
      else used.set(file, new Set([...(current ?? []), ...names]));
    }
  }
  const dead: DeadExport[] = [];
  for (const [file, { exports }] of facts) {
    const relative = path.relative(rootDir, file);
    if (relative.endsWith(".d.ts") || TOOL_ENTRIES.some((pattern) => pattern.test(relative))) continue;
    const usedNames = used.get(file);
    if (usedNames === "*") continue;
    for (const name of exports) if (!usedNames?.has(name)) dead.push({ file: relative, name });
  }
  return dead.sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
}
