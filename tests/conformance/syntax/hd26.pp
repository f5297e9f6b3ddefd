notice(@(END)) body
END
