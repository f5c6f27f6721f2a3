// Boxes are announced as a polite status by default (src/app/theme.ts: most boxes only inform): a box
// that reports an error or a refusal (red) must say it is an alert, or a screen reader user does not
// hear it at once (WCAG 4.1.3, status messages). Every <Alert> in the app's source is read with the TypeScript parser: a red one has
// role="alert"; one whose colour turns red on a condition chooses its role on a condition too.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

type Box = { at: string; color: string | null; role: string | null };

function alertBoxes(): Box[] {
  const boxes: Box[] = [];
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('<Alert')) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const visit = (node: ts.Node) => {
      if (
        (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
        node.tagName.getText() === 'Alert'
      ) {
        const attribute = (name: string) => {
          const found = node.attributes.properties.find(
            (property) => ts.isJsxAttribute(property) && property.name.getText() === name,
          ) as ts.JsxAttribute | undefined;
          return found?.initializer?.getText() ?? null;
        };
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        boxes.push({
          at: `${file.slice(root.length + 1)}:${line}`,
          color: attribute('color'),
          role: attribute('role'),
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return boxes;
}

describe('error boxes', () => {
  const boxes = alertBoxes();

  it('WCAG 4.1.3 the scan finds the boxes of the app', () => {
    expect(boxes.length).toBeGreaterThan(50);
    expect(boxes.filter((box) => box.color === '"red"').length).toBeGreaterThan(10);
  });

  it('WCAG 4.1.3 a red box (an error or a refusal) is announced as an alert', () => {
    const silent = boxes.filter((box) => box.color === '"red"' && box.role !== '"alert"');
    expect(silent.map((box) => box.at)).toEqual([]);
  });

  it('WCAG 4.1.3 a box that turns red on a condition chooses its role on a condition too', () => {
    const silent = boxes.filter(
      (box) => box.color?.startsWith('{') && box.color.includes("'red'") && !box.role?.includes("'alert'"),
    );
    expect(silent.map((box) => box.at)).toEqual([]);
  });
});
