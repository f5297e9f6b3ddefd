$t = @(E/x)
  a
  E
