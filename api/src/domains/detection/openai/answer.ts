/**
 * Reading a Chat Completions answer of the OpenAI vision provider: the model is asked for
 * `{ "trees": [ { "x": px, "y": px, "confidence": 0..1 } ] }` in the request image's
 * pixels. Anything else (not JSON, no message, a refusal, a tree without numbers) fails
 * the whole answer with a readable reason: a half-understood answer would create wrong
 * trees.
 */

/** One crown as the model placed it, in request-image pixels (origin at the top-left corner). */
export interface ModelTree {
  x: number;
  y: number;
  /** As answered: clamped to 0..1 later. */
  confidence: number;
}

/** The answer could not be used; `reason` is safe to show (never the answer itself). */
export class UnreadableAnswerError extends Error {
  override name = 'UnreadableAnswerError';
}

/** More entries than this is not an answer about one boundary. */
export const MAX_MODEL_TREES = 20_000;

/** The trees of a Chat Completions response body (already parsed as JSON). */
export function readCompletion(body: unknown): ModelTree[] {
  const choice = field(body, 'choices');
  if (!Array.isArray(choice) || choice.length === 0) {
    throw new UnreadableAnswerError('no choices in the answer');
  }
  const first: unknown = choice[0];
  const message = field(first, 'message');
  const refusal = field(message, 'refusal');
  if (typeof refusal === 'string' && refusal !== '') {
    throw new UnreadableAnswerError('the model declined to analyse the image');
  }
  const content = field(message, 'content');
  if (typeof content !== 'string' || content.trim() === '') {
    throw new UnreadableAnswerError('the answer has no text');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    throw new UnreadableAnswerError(
      field(first, 'finish_reason') === 'length'
        ? 'the answer was cut short, too many trees for one answer'
        : 'the answer is not JSON',
    );
  }
  return readTrees(parsed);
}

/** `{ "trees": [...] }` with finite numbers for x, y and confidence in every entry. */
export function readTrees(parsed: unknown): ModelTree[] {
  const trees = field(parsed, 'trees');
  if (!Array.isArray(trees)) throw new UnreadableAnswerError('the answer has no "trees" list');
  if (trees.length > MAX_MODEL_TREES) {
    throw new UnreadableAnswerError(`the answer lists more than ${MAX_MODEL_TREES} trees`);
  }
  return trees.map((tree: unknown, index) => {
    const x = field(tree, 'x');
    const y = field(tree, 'y');
    const confidence = field(tree, 'confidence');
    if (!isFiniteNumber(x) || !isFiniteNumber(y) || !isFiniteNumber(confidence)) {
      throw new UnreadableAnswerError(
        `tree ${index + 1} does not have numeric "x", "y" and "confidence"`,
      );
    }
    return { x, y, confidence };
  });
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)[name]
    : undefined;
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
