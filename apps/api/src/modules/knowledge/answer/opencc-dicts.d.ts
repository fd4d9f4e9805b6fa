// opencc-js ships its dictionaries as plain modules without types: each is a DictLike, as core's loader takes it.
declare module 'opencc-js/dict/*' {
  import type { DictLike } from 'opencc-js/core';

  const dictionary: DictLike;
  export default dictionary;
}
