notice(@(END))
  text
    | END
