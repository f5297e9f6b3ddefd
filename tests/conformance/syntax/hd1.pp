$x = @(END)
  indented
    more
  | END
notice($x)
