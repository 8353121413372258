// The generated contract checks all at once, for tests and tools (the component tests' msw guard,
// the property tests). The app never imports this module: its base query loads one schema's
// check at a time, in its own chunk (./shapes).
import type { RecordCheck } from './shapes';
import { recordChecks as generated } from './generated/recordChecks.gen';

export { answerShapes, type AnswerShape } from './generated/contract.gen';
export type { RecordCheck };

/** Each schema's record check, by the schema's name in openapi.yaml. */
export const recordChecks: Record<string, RecordCheck> = generated;
