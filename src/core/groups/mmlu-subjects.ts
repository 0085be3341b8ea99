/**
 * The 57 MMLU subjects and the category each belongs to, as lm-evaluation-harness groups them
 * (tasks/mmlu: the `mmlu_stem`, `mmlu_humanities`, `mmlu_social_sciences` and `mmlu_other`
 * groups, the same in v0.4.0 through v0.4.12). Subject names are the cais/mmlu `subject` values,
 * which are also the CSV file names without `_test.csv`.
 */
export const MMLU_CATEGORIES = ['stem', 'humanities', 'social_sciences', 'other'] as const;
export type MmluCategory = (typeof MMLU_CATEGORIES)[number];

/** How a report writes a category. */
export const CATEGORY_LABEL: Readonly<Record<MmluCategory, string>> = {
  stem: 'STEM',
  humanities: 'humanities',
  social_sciences: 'social sciences',
  other: 'other',
};

const SUBJECTS_BY_CATEGORY: Readonly<Record<MmluCategory, readonly string[]>> = {
  stem: [
    'abstract_algebra',
    'anatomy',
    'astronomy',
    'college_biology',
    'college_chemistry',
    'college_computer_science',
    'college_mathematics',
    'college_physics',
    'computer_security',
    'conceptual_physics',
    'electrical_engineering',
    'elementary_mathematics',
    'high_school_biology',
    'high_school_chemistry',
    'high_school_computer_science',
    'high_school_mathematics',
    'high_school_physics',
    'high_school_statistics',
    'machine_learning',
  ],
  humanities: [
    'formal_logic',
    'high_school_european_history',
    'high_school_us_history',
    'high_school_world_history',
    'international_law',
    'jurisprudence',
    'logical_fallacies',
    'moral_disputes',
    'moral_scenarios',
    'philosophy',
    'prehistory',
    'professional_law',
    'world_religions',
  ],
  social_sciences: [
    'econometrics',
    'high_school_geography',
    'high_school_government_and_politics',
    'high_school_macroeconomics',
    'high_school_microeconomics',
    'high_school_psychology',
    'human_sexuality',
    'professional_psychology',
    'public_relations',
    'security_studies',
    'sociology',
    'us_foreign_policy',
  ],
  other: [
    'business_ethics',
    'clinical_knowledge',
    'college_medicine',
    'global_facts',
    'human_aging',
    'management',
    'marketing',
    'medical_genetics',
    'miscellaneous',
    'nutrition',
    'professional_accounting',
    'professional_medicine',
    'virology',
  ],
};

const CATEGORY_OF: ReadonlyMap<string, MmluCategory> = new Map(
  MMLU_CATEGORIES.flatMap((category) =>
    SUBJECTS_BY_CATEGORY[category].map((subject) => [subject, category] as const),
  ),
);

/** The MMLU category of a subject, or null for a subject that is not one of MMLU's 57. */
export function mmluCategory(subject: string): MmluCategory | null {
  return CATEGORY_OF.get(subject) ?? null;
}

/** The 57 subjects, by category. */
export const MMLU_SUBJECTS: readonly string[] = [...CATEGORY_OF.keys()];
