notice(@("END"))
  ${'a'}
  | END
