import { createContext, useContext } from 'react';
import type { ContentKey } from '@fanhub/shared';
import type { FieldErrors, Path } from './draft';

export interface FormState {
  blockKey: ContentKey;
  value: unknown;
  errors: FieldErrors;
  set: (path: Path, next: unknown) => void;
}
export const BlockFormContext = createContext<FormState | null>(null);
/** The block, its draft and its errors, for every field of the form. */
export const useBlockForm = () => useContext(BlockFormContext)!;
