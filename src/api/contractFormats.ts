// The string formats openapi.yaml uses, for the generated contract checks (./generated/contract):
// one small module they share instead of ajv-formats' whole table. Only `date` is used; the
// check is ajv-formats' own (full mode): YYYY-MM-DD and a day that exists in that month.
const DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function date(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const year = +match[1];
  const month = +match[2];
  const day = +match[3];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && leap ? 29 : DAYS[month]);
}

export const contractFormats = { date };
