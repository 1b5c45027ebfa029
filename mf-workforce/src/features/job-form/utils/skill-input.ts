import { WORKER_SKILLS, searchKey } from '@grovekeeper/shared';
import type { WorkerSkill } from '@grovekeeper/shared';
import { labelOf } from '../../common/utils/labels';

/**
 * The known skill a person typed, by its value (`pest_control`) or its label in the language
 * shown (`Pest Control`, `Φυτοπροστασία`), ignoring case, accents and spacing; null when it
 * names no known skill.
 */
export function parseSkill(text: string): WorkerSkill | null {
  const typed = searchKey(text.trim().replace(/\s+/g, ' '));
  if (!typed) return null;
  const asValue = typed.replace(/[\s-]+/g, '_');
  return (
    WORKER_SKILLS.find((skill) => skill === asValue || searchKey(labelOf(skill)) === typed) ?? null
  );
}

export type AddSkillResult =
  | { outcome: 'added'; skills: WorkerSkill[] }
  | { outcome: 'empty' | 'duplicate' | 'unknown'; skills: WorkerSkill[] };

/** Adds a typed skill: empty and duplicate entries are ignored (spec §5), unknown refused. */
export function addSkill(skills: WorkerSkill[], text: string): AddSkillResult {
  if (text.trim() === '') return { outcome: 'empty', skills };
  const skill = parseSkill(text);
  if (!skill) return { outcome: 'unknown', skills };
  if (skills.includes(skill)) return { outcome: 'duplicate', skills };
  return { outcome: 'added', skills: [...skills, skill] };
}
