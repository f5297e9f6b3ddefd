notice(@(END
