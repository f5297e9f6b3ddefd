$x = 1
notice(@("END"))
  a
    ${x}
  | END
