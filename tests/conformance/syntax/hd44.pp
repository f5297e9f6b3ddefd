notice(@(END:))
x
END
