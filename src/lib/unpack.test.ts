import { gzipSync } from 'node:zlib';
import { unpackJson } from './unpack';

const packed = (text: string) => gzipSync(Buffer.from(text, 'utf8'), { level: 9 }).toString('base64');

describe('unpackJson', () => {
  test('gives back the JSON the publish step packed, Arabic text and all', async () => {
    const value = { state: { api: { queries: { 'getCompany(1)': { data: { name: 'مطعم الشاطئ', id: 1 } } } } }, renderedAt: 1_764_000_000_000 };
    await expect(unpackJson(packed(JSON.stringify(value)))).resolves.toEqual(value);
  });

  test('fails on text that is not base64 of gzip, so the page boots as the plain app', async () => {
    await expect(unpackJson('{"state":{}}')).rejects.toThrow();
    await expect(unpackJson(Buffer.from('not gzip').toString('base64'))).rejects.toThrow();
  });

  test('fails on a cut-off copy', async () => {
    const whole = packed(JSON.stringify({ renderedAt: 1, state: { api: { queries: {} } } }));
    await expect(unpackJson(whole.slice(0, whole.length / 2))).rejects.toThrow();
  });
});
