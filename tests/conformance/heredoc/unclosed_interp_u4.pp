notice(@("END"))
  a ${
  | END
notice(2)
