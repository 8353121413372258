// Lists the functions longer than the house limit (80 lines) in src/, mock-server/ and scripts/:
//   node scripts/function-length.cjs [--max 80] [dir ...]
// A long function is steps that want names: split it into named steps. Tests, generated code
// (src/api/generated) and declarative tables are not counted. A function that is a declarative table
// (a list of routes, handlers by name: data that happens to be written as a function) says so with
// a `function-length: table` comment just above it. Exit code 1 when any function is too long.

const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const ROOT = path.join(__dirname, '..');
const MAX_LINES = 80;
const DIRS = ['src', 'mock-server', 'scripts'];
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SKIP_DIR = new Set(['node_modules', 'generated', 'data', 'public', '__tests__', 'dist']);
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$|\.d\.[cm]?ts$/;
const TABLE_MARK = /function-length:\s*table/;

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_DIR.has(entry.name) ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !TEST_FILE.test(entry.name) ? [full] : [];
  });
}

function scriptKind(file) {
  if (/\.tsx$/.test(file)) return ts.ScriptKind.TSX;
  if (/\.[cm]?ts$/.test(file)) return ts.ScriptKind.TS;
  if (/\.jsx$/.test(file)) return ts.ScriptKind.JSX;
  return ts.ScriptKind.JS;
}

/** What a function is called where it stands: its own name, its variable's, its property's. */
function functionName(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  if (node.name) return node.name.getText();
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name) return parent.name.getText();
  if (parent && ts.isBinaryExpression(parent)) return parent.left.getText();
  if (parent && ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText().slice(0, 40)})`;
  return '(anonymous)';
}

/** The statement a function stands in (its declaration, variable or assignment), for its leading comments. */
function statementOf(node) {
  let at = node;
  while (at.parent && !ts.isSourceFile(at.parent) && !ts.isBlock(at.parent) && !ts.isClassLike(at.parent)) {
    if (ts.isFunctionLike(at.parent) && at.parent !== node) break;
    at = at.parent;
  }
  return at;
}

function isMarkedTable(node, sourceFile) {
  const text = sourceFile.getFullText();
  const ranges = ts.getLeadingCommentRanges(text, statementOf(node).getFullStart()) || [];
  return ranges.some((r) => TABLE_MARK.test(text.slice(r.pos, r.end)));
}

/** Every function of one file's text with its length in lines (first line to last, both counted). */
function functionsIn(text, file = 'file.ts') {
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
  const found = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
      const end = sourceFile.getLineAndCharacterOfPosition(node.getEnd()).line + 1;
      found.push({ name: functionName(node), line: start, lines: end - start + 1, table: isMarkedTable(node, sourceFile) });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** The functions over `max` lines under `dirs` (relative to `root`), longest first. */
function longFunctions({ root = ROOT, dirs = DIRS, max = MAX_LINES } = {}) {
  const out = [];
  for (const dir of dirs) {
    for (const file of sourceFiles(path.join(root, dir))) {
      const rel = path.relative(root, file).split(path.sep).join('/');
      for (const fn of functionsIn(fs.readFileSync(file, 'utf8'), file)) {
        if (fn.lines > max && !fn.table) out.push({ file: rel, ...fn });
      }
    }
  }
  return out.sort((a, b) => b.lines - a.lines);
}

const describe = (fn) => `${fn.file}:${fn.line} ${fn.name} (${fn.lines} lines)`;

function main(argv = process.argv.slice(2)) {
  let max = MAX_LINES;
  const dirs = [];
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--max') max = Number(argv[(i += 1)]);
    else dirs.push(argv[i]);
  }
  const long = longFunctions({ dirs: dirs.length ? dirs : DIRS, max });
  if (long.length === 0) {
    console.log(`no function over ${max} lines in ${(dirs.length ? dirs : DIRS).join(', ')}`);
    return 0;
  }
  console.log(`${long.length} function(s) over ${max} lines:`);
  for (const fn of long) console.log(`  ${describe(fn)}`);
  return 1;
}

if (require.main === module) process.exitCode = main();

module.exports = { MAX_LINES, functionsIn, longFunctions, describe };
