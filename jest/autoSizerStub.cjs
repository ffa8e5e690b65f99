// nivo's CommonJS build renders react-virtualized-auto-sizer's module object as a component under
// Jest, and jsdom has no layout to measure anyway: this stand-in gives charts a fixed size.
function AutoSizer({ children }) {
  return children({ width: 600, height: 300 });
}
module.exports = AutoSizer;
module.exports.default = AutoSizer;
module.exports.AutoSizer = AutoSizer;
