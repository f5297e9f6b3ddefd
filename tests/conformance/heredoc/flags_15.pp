notice(@(END))

  | END
