notice(@(END)))
x
END
