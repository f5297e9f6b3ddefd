// vim.js: Vim key bindings, loaded only when the setting is turned on (a chunk of its own).
export { vim } from '@replit/codemirror-vim';
