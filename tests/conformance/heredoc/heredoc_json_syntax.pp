$j = @(END:json)
  {"a": 1}
  | END
notice($j)
