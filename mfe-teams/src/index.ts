/**
 * Build entry of remote "teams". The shell never runs it: it loads `remoteEntry.js` and takes
 * `./routes` from there (ARCHITECTURE "Runtime composition"). Kept free of eager imports so no
 * shared module is consumed eagerly.
 */
export {};
