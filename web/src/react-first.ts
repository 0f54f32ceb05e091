// Imported alone by the bootstrap (src/boot.ts) before the app: React's modules are evaluated in
// a task of their own. An ES module on purpose: importing react-dom's CommonJS from the bootstrap
// would bring the bundler's interop helpers into it.
export { hydrateRoot } from 'react-dom/client';
