$a = @(END)
  x
  |-END
notice("[${a}]")
