import { createContext } from 'react';

/**
 * True below the shell's frame (spec 001 §2 Layout), which draws the page's one `<main>`; a
 * screen the shell draws itself there (the remote fallback) is then not a second main.
 */
export const InFrameContext = createContext(false);
