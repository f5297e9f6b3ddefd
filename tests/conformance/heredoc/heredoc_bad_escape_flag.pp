$x = @("E"/q)
  a
  | E
notice($x)
