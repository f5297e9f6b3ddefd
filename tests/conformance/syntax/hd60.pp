$h = {a => @(END), b => 2}
  va
  | END
notice($h)
