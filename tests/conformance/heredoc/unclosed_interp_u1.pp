notice(@("END"))
  ${
  | END
