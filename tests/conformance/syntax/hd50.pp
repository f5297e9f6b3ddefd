notice(@(END))
a
  |  END
