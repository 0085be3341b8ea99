/**
 * What the reading graders (choice, numeric) share: the parts of a response that state nothing,
 * and the words that announce an answer in the languages evalgate reads.
 */

/**
 * The response without its reasoning: `<think>…</think>` blocks, everything before a lone
 * `</think>` (a server that strips the opening tag leaves the reasoning before it), and an
 * unclosed `<think>` to the end (the token budget ran out before an answer).
 */
export function withoutReasoning(response: string): string {
  if (!/think>/i.test(response)) return response;
  let text = response.replace(/<think>[\s\S]*?<\/think>/gi, '\n');
  const close = text.toLowerCase().lastIndexOf('</think>');
  if (close >= 0) text = text.slice(close + '</think>'.length);
  return text.replace(/<think>[\s\S]*$/i, '');
}

/**
 * Struck-through text (`~~A~~`, `<del>A</del>`, `<s>A</s>`) is what the writer took back; it is
 * replaced by a space so that what stands around it does not join.
 */
export function withoutStruckText(text: string): string {
  if (!text.includes('~~') && !/<(?:del|s)>/i.test(text)) return text;
  return text.replace(/~~[^~\n]+~~|<(del|s)>[\s\S]*?<\/\1>/gi, ' ');
}

/**
 * "Answer" in the languages beyond English that both graders read, as a regular expression source
 * (flags `iu`): French, German, Spanish, Russian, Greek, Arabic, Hindi, Chinese, Japanese and
 * Korean, each with the adjectives that commonly come with it ("bonne réponse", "правильный
 * ответ", "σωστή απάντηση", "الإجابة الصحيحة", "सही उत्तर", "正确答案"). Scripts without letter
 * case and marks that are not letters (Devanagari vowel signs) are bounded by lookarounds, since
 * `\b` knows only ASCII words.
 */
export const ANSWER_WORD_ELSEWHERE = [
  /(?<!\p{L})(?:bonne\s+)?réponse(?:\s+(?:correcte|finale|juste))?(?!\p{L})/u.source,
  /(?<!\p{L})(?:(?:richtige|korrekte)\s+)?Antwort(?!\p{L})/u.source,
  /(?<!\p{L})respuesta(?:\s+(?:correcta|final))?(?!\p{L})/u.source,
  /(?<!\p{L})(?:(?:правильный|верный|окончательный)\s+)?ответ(?!\p{L})/u.source,
  /(?<!\p{L})(?:(?:σωστή|τελική)\s+)?απάντηση(?!\p{L})/u.source,
  /(?<![\p{L}\p{M}])(?:الإجابة|الاجابة|الجواب)(?:\s+(?:الصحيحة|الصحيح|النهائية))?(?![\p{L}\p{M}])/u
    .source,
  /(?<![\p{L}\p{M}])(?:सही\s+)?उत्तर(?![\p{L}\p{M}])/u.source,
  /(?:正确|正確|最终|最終|标准|標準)?答案|正解|答え|解答/.source,
  /정답/.source,
].join('|');

/**
 * Words that take back what came before: "wait, no", "wait, actually", "actually no", "no wait",
 * "on second thought", "scratch that". A sentence opening "No," (or a clause: "B, no, C") does too.
 */
export const TAKE_BACK =
  /(?:wait|actually|hmm|oops|sorry)[,.!]?[ \t]+(?:no|actually)|no[ \t,]+wait|on[ \t]+second[ \t]+thought|scratch[ \t]+that|I[ \t]+take[ \t]+(?:that|it)[ \t]+back/
    .source;
/** Where a bare "No," takes back: opening the response, a sentence, a clause or a line. */
export const NO_OPENS = /(?<=^|[.!?;:,—–-]\s*|\n\s*)no/.source;
