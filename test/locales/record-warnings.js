// Loaded before the bundle on the test pages of test/locales: the console's warnings, for the test
// to read (each still reaches the console as well).
window.pageWarnings = [];
const warn = console.warn.bind(console);
console.warn = (...args) => {
  window.pageWarnings.push(args.map(String).join(' '));
  warn(...args);
};
