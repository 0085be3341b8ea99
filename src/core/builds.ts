/**
 * The builds the answers named (model and system fingerprint), counted as they arrive; ties go to
 * the build of the lowest item index, as when counted in item order.
 */
export function buildCounter() {
  type Entry = {
    model: string | null;
    system_fingerprint: string | null;
    count: number;
    first: number;
  };
  const counts = new Map<string, Entry>();
  // Answers nearly always name the build the one before named: no key to build for those.
  let last: Entry | undefined;
  return {
    add(index: number, reply: { model: string | null; systemFingerprint: string | null }): void {
      let seen =
        last?.model === reply.model && last.system_fingerprint === reply.systemFingerprint
          ? last
          : undefined;
      if (!seen) {
        const key = JSON.stringify([reply.model, reply.systemFingerprint]);
        seen = counts.get(key);
        if (!seen) {
          seen = {
            model: reply.model,
            system_fingerprint: reply.systemFingerprint,
            count: 0,
            first: index,
          };
          counts.set(key, seen);
        }
      }
      seen.count++;
      seen.first = Math.min(seen.first, index);
      last = seen;
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
