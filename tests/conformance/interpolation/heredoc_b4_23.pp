$s = @(END)
    x
  y
  | END
notice($s)
