/**
 * Who may freeze: the roles GitHub grants, a user's role from the permission API, the label event
 * that put the freeze label on, and whether its applier may. Imported only by `core/decide.ts`.
 */

// --- who may approve --------------------------------------------------------------------------

export const ROLES = ['read', 'triage', 'write', 'maintain', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** A user's role from the collaborator-permission API: the fine-grained name, else the legacy one. */
export function roleOf(permission: { permission?: string; role_name?: string }): Role | 'none' {
  const named = ROLES.find((r) => r === permission.role_name);
  if (named) return named;
  const legacy = ROLES.find((r) => r === permission.permission);
  return legacy ?? 'none';
}

export interface LabelEvent {
  /** The event's id; an approval names the label event it came from. */
  id: number;
  event: string;
  actor: string | null;
  label: string | null;
  created_at: string;
}

/**
 * The event that put the label on the pull request, or null: the latest `labeled` or `unlabeled`
 * event for that name must be a `labeled` one. Events keep a label's name as it was, so an older
 * application of the name (removed since) never stands for a label renamed onto it later.
 */
export function labelApplication(events: readonly LabelEvent[], label: string): LabelEvent | null {
  const wanted = label.toLowerCase();
  const last = events
    .filter(
      (e) =>
        (e.event === 'labeled' || e.event === 'unlabeled') && e.label?.toLowerCase() === wanted,
    )
    .at(-1);
  return last?.event === 'labeled' ? last : null;
}

/** Whether a role is at least the required one (read < triage < write < maintain < admin). */
export function roleAllows(role: Role | 'none', required: Role): boolean {
  return role !== 'none' && ROLES.indexOf(role) >= ROLES.indexOf(required);
}

export type LabelDecision = { allowed: true } | { allowed: false; why: string };

export function judgeLabel(options: {
  label: string;
  actor: string | null;
  role: Role | 'none';
  required: Role;
}): LabelDecision {
  const { label, actor, role, required } = options;
  if (!actor) {
    return { allowed: false, why: `no "labeled" event names who applied the "${label}" label` };
  }
  if (!roleAllows(role, required)) {
    return {
      allowed: false,
      why: `the "${label}" label was applied by ${actor}, whose permission on this repository is ${role}; freezing needs ${required} or higher (input freeze-permission)`,
    };
  }
  return { allowed: true };
}
