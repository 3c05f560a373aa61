/**
 * CSS modules: css-loader 7 exports each class as a named export (no default export), so they are imported as
 * `import * as styles from './x.module.css'`.
 */
declare module '*.module.css' {
  const classes: Record<string, string>;
  export = classes;
}
