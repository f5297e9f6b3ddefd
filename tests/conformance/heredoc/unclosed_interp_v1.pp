notice(@("END"))
  a
  b ${x[1]
  | END
