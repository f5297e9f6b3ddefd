$t = @("E"/L)
  line \
  cont
  E
notice($t)
