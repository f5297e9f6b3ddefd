notice(@("END"))
  ${x
  | END
