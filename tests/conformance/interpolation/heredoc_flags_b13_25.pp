$t = @(E/tt)
  a
  E
