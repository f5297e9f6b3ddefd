$x = @(END)
  a
    | END
notice($x)
