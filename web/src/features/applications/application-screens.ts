// The two application forms' screens, one chunk: each is a few KB beside the form code they share,
// so a visitor on one form who opens the other waits for no request (docs/decisions/0037).
export { default as GetScoutedScreen } from './get-scouted/get-scouted-screen';
export { default as SelectiveScreen } from './selective/selective-screen';
