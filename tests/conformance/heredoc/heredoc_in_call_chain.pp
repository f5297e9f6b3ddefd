$s = @(X).upcase
  shout
  | X
notice($s)
