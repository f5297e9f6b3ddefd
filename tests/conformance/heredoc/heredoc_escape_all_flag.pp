$x = @("END"/L)
  one \
  two
  | END
notice($x)
