notice(@(END:j))
x
END
