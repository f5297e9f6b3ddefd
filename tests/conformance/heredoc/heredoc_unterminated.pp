$x = @(E)
  a
notice($x)
