$c = @("END")
  hello $x ${y
  |- END
notice($c)
