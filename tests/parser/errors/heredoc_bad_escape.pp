notice(@(END/x))
x
END
