notice(@(END
))
x
END
