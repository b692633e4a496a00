/** Where in `text` a JSON.parse error points, as 1-based line and column, when the engine says. */
function whereOf(text: string, message: string): { line: number; column: number } | null {
  const lc = /line (\d+) column (\d+)/.exec(message); // V8 (with position) and Firefox
  if (lc) return { line: Number(lc[1]), column: Number(lc[2]) };
  const pos = /position (\d+)/.exec(message); // older V8
  if (!pos) return null;
  const before = text.slice(0, Number(pos[1])).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/**
 * The content editor's message for text that is not JSON, in Russian: the place of the mistake
 * instead of the engine's English ("Expected property name or '}' in JSON at position 1").
 */
export function notJsonMessage(text: string, err: unknown): string {
  const message = err instanceof Error ? err.message : '';
  const where = whereOf(text, message);
  if (where) return `Не JSON: ошибка в строке ${where.line}, столбец ${where.column}. Проверьте кавычки, запятые и скобки рядом.`;
  if (!text.trim() || /end of (JSON )?(input|data)|EOF/i.test(message)) return 'Не JSON: текст обрывается — не хватает закрывающей скобки или кавычки.';
  return 'Не JSON: проверьте кавычки, запятые и скобки.';
}
