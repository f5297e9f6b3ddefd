notice(@(END)
x
END
