$t = @(E:unknown/t)
  a\tb
  E
notice($t)
