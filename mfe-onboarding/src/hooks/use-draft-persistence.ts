import { useEffect } from 'react';
import { useAppStore } from '@lifeguard/shared/store/hooks';
import { writeStoredDraft } from '../stores/draft-storage';
import { selectRegistrationDraft } from '../stores/registration-slice';

/**
 * Writes the draft to sessionStorage whenever it changes, while a registration screen is shown
 * (spec 000 §4: a reload mid-way keeps it). A store subscription rather than a render effect, so
 * a reset dispatched just before leaving for the dashboard still clears the stored copy.
 */
export function useDraftPersistence(): void {
  const store = useAppStore();
  useEffect(() => {
    let last = selectRegistrationDraft(store.getState());
    return store.subscribe(() => {
      const draft = selectRegistrationDraft(store.getState());
      if (draft === last) return;
      last = draft;
      writeStoredDraft(draft);
    });
  }, [store]);
}
