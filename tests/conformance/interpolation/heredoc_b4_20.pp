$s = @(END/t)
  a\tb\n
  END
notice($s)
