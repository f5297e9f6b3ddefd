$t = @(E/n)
  a\nb
  E
notice($t)
