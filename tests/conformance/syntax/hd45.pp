notice(@(END:JSON))
[1]
END
