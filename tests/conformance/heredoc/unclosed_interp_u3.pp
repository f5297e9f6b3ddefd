notice(@("END"))
  ${1 +
  | END
