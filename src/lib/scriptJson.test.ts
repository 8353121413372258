import { scriptJson } from './scriptJson';

describe('JSON inside an inline <script>', () => {
  const data = { name: '</script><!-- x', note: 'line\u2028para\u2029end' };
  const text = scriptJson(JSON.stringify(data));

  it('can neither close the element nor open a comment, and carries no raw U+2028 or U+2029', () => {
    expect(text).not.toMatch(/<|\u2028|\u2029/);
    expect(text).toContain('\\u003c/script>\\u003c!-- x');
    expect(text).toContain('line\\u2028para\\u2029end');
  });

  it('means the same JSON', () => {
    expect(JSON.parse(text)).toEqual(data);
  });
});
