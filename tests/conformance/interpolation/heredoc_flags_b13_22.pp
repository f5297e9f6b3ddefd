$t = @(E/$)
  cost $5
  E
notice($t)
