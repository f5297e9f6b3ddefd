$s = @("END")
  first
  ${missing}
  | END
