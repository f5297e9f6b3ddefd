$t = @(E)
  line \
  cont
  E
notice($t)
