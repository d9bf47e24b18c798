import { createContext, useContext } from 'react';

/** The step a plan made in setup starts with: highlighted on the first visit (its id, or null). */
export const FirstStepContext = createContext<string | null>(null);

/** Whether a row is that first step. */
export const useIsFirstStep = (taskId: string) => useContext(FirstStepContext) === taskId;
