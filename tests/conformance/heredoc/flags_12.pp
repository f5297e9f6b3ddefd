notice(@(END/n))
a\nb\\n
END
