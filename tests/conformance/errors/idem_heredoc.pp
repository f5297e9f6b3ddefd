$x = 1
@(END)
  t
  END
notice(1)
