$t = @(E:yaml)
  a: 1
  E
notice($t)
