notice(@(END))
