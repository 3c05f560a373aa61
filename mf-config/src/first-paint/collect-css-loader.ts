/** Where the fragment's build-time render finds the CSS its modules imported, in import order. */
export const COLLECTED_CSS = '__KASPIT_FIRST_PAINT_CSS__';

/**
 * A pitching loader standing where style-loader stands in the remote's browser build: the module's class names are
 * css-loader's (the same options, so the same names), and its CSS text is collected for the fragment's inline
 * `<style>` instead of being injected into a document. Written out as a CommonJS file by the plugin at build time
 * (webpack loads loaders by path, and this package ships compiled modules only).
 */
export const COLLECT_CSS_LOADER = `module.exports.pitch = function (request) {
  const css = JSON.stringify(this.utils.contextify(this.context, '!!' + request));
  return 'import css from ' + css + ';\\nexport * from ' + css + ';\\n' +
    '(globalThis.${COLLECTED_CSS} ??= []).push(String(css));\\n';
};
`;
