notice(@(END).upcase)
body
END
