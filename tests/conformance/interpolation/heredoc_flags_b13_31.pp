$a = [@(X), @(Y)]
  first
  X
  second
  Y
notice($a)
