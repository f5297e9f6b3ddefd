$t = @(E/s)
  a\sb
  E
notice($t)
