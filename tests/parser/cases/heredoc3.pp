$a = @(END:json)
  {"a": 1}
  | END
$b = @(END:yaml/L)
  a
  -END
