$s = @(END)
  hello
    world
  | END
notice($s)
