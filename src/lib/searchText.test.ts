import fs from 'node:fs';
import path from 'node:path';
import { SEARCH_TEXT_MAX_LENGTH } from './searchText';

describe('SEARCH_TEXT_MAX_LENGTH', () => {
  it("is the contract's maxLength for every search parameter in openapi.yaml", () => {
    const contract = fs.readFileSync(path.join(__dirname, '../../openapi.yaml'), 'utf8');
    // Each `search` query parameter: its name, an optional description, then its schema.
    const limits = [...contract.matchAll(/name: search\n(?:\s+description: .*\n)?\s+schema: \{[^}]*maxLength: (\d+)/g)].map((match) => Number(match[1]));
    const searchParameters = contract.match(/name: search\n/g) ?? [];
    expect(limits).toHaveLength(searchParameters.length);
    expect(limits.length).toBeGreaterThanOrEqual(4);
    expect(new Set(limits)).toEqual(new Set([SEARCH_TEXT_MAX_LENGTH]));
  });
});
