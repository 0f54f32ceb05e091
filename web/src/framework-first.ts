// Imported alone by the bootstrap (src/boot.ts) after React and before the app: the packages' chunk
// is evaluated in a task of its own. What it exports is what keeps each package's modules imported
// here (they declare no side effects, so a bare import would be dropped).
export { ApolloClient } from '@apollo/client';
export { BrowserRouter } from 'react-router-dom';
export { initReactI18next } from 'react-i18next';
