/**
 * The builds the answers named (model and system fingerprint), counted as they arrive; ties go to
 * the build of the lowest item index, as when counted in item order.
 */
export function buildCounter() {
  const counts = new Map<
    string,
    { model: string | null; system_fingerprint: string | null; count: number; first: number }
  >();
  return {
    add(index: number, reply: { model: string | null; systemFingerprint: string | null }): void {
      const key = `${reply.model}\u0000${reply.systemFingerprint}`;
      const seen = counts.get(key);
      if (seen) {
        seen.count++;
        seen.first = Math.min(seen.first, index);
      } else {
        counts.set(key, {
          model: reply.model,
          system_fingerprint: reply.systemFingerprint,
          count: 1,
          first: index,
        });
      }
    },
    result() {
      const buildsSeen = [...counts.values()]
        .sort((a, b) => b.count - a.count || a.first - b.first)
        .map(({ model, system_fingerprint, count }) => ({ model, system_fingerprint, count }));
      const top = buildsSeen[0];
      return {
        build: { model: top?.model ?? null, system_fingerprint: top?.system_fingerprint ?? null },
        builds_seen: buildsSeen,
      };
    },
  };
}
