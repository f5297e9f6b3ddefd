notice("abc"[
  'x'])
