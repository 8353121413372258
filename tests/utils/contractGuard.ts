// The component tests' msw answers checked against openapi.yaml with the app's own generated
// validators (src/api/generated/contract), as the Node mock checks its answers: a handler that
// answers what the contract does not allow fails its test (tests/jest/setup.ts), unless the test
// breaks the contract on purpose (breaksContractOnPurpose in ./msw).
import fs from 'node:fs';
import path from 'node:path';
import { answerShapes, recordChecks } from '@/api/contractChecks';

interface Operation {
  method: string;
  pattern: RegExp;
  operationId: string;
}

let operations: Operation[] | null = null;
function operationsOf(): Operation[] {
  if (!operations) {
    // js-yaml ships no types; the mock and the scripts read the contract with it too.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const yaml = require('js-yaml') as { load: (text: string) => unknown };
    const doc = yaml.load(fs.readFileSync(path.join(__dirname, '..', '..', 'openapi.yaml'), 'utf8')) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    operations = Object.entries(doc.paths).flatMap(([specPath, item]) =>
      Object.entries(item)
        .filter(([, op]) => op && op.operationId)
        .map(([method, op]) => ({
          method: method.toUpperCase(),
          pattern: new RegExp(`^${specPath.replace(/\{\w+\}/g, '[^/]+')}$`),
          operationId: op.operationId as string,
        })),
    );
  }
  return operations;
}


const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a success answer of a contract call breaks, as sentences; [] when it fits (or is no call of the contract). */
export function contractViolations(method: string, pathname: string, status: number, body: unknown): string[] {
  const op = operationsOf().find((candidate) => candidate.method === method && candidate.pattern.test(pathname));
  if (!op || status < 200 || status > 299) return [];
  const where = `${method} ${pathname} (${op.operationId})`;
  if (!isObject(body) || !('data' in body)) return [`${where}: no {data} envelope`];
  const [shape, schema] = answerShapes[op.operationId] ?? [];
  if (!shape) return [];
  const check = recordChecks[schema];
  const records = (items: unknown[], at: string) =>
    items.flatMap((item, index) => {
      if (check.validate(item)) return [];
      const error = check.validate.errors?.[0];
      const missing = error?.params?.missingProperty;
      return [`${where}: ${at}[${index}]${error?.instancePath ?? ''}${missing ? `/${missing}` : ''} breaks ${schema} (${error?.keyword})`];
    });
  const { data } = body;
  if (shape === 'record') return check.validate(data) ? [] : records([data], 'data');
  if (shape === 'list') return Array.isArray(data) ? records(data, 'data') : [`${where}: data is not a list`];
  if (!isObject(data) || !Array.isArray(data.results)) return [`${where}: data is not a page with a results list`];
  const count = data.count;
  const countBroken = !(typeof count === 'number' && Number.isInteger(count) && count >= 0) ? [`${where}: count is not a whole number >= 0`] : [];
  return [...countBroken, ...records(data.results, 'data.results')];
}
