$x = @("END":yaml/t)
  key:\tvalue
  | END
notice($x)
