$x = @(END)
    four
      six
    four
    | END
notice($x)
