notice(@(END))
    indented
  less
  |- END
