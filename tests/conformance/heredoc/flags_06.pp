notice(@(END/x))
abc
END
