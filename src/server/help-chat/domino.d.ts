// @mixmark-io/domino is the HTML parser turndown brings to Node. Its own types still declare the
// module under its old name, 'domino'; this names, under the package's name, the one call used.
declare module '@mixmark-io/domino' {
  export function createDocument(html?: string): Document;
}
