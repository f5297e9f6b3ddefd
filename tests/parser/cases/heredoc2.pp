$a = @(END/tn)
  a\tb\nc\\d\$e
  |-END
$b = @(END/)
  a\tb\u0041\
  c
  | END
notice(@(A), @(B))
first
A
second
B
