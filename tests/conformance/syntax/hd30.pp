notice(@(END:yaml))
a: 1
END
