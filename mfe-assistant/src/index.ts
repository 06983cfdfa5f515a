// The shell uses this remote only through its `./panel` expose (remoteEntry.js, see
// rspack.config.mjs); the build still wants a main entry, and this one has nothing to start.
export {};
