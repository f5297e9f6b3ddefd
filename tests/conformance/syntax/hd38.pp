notice(@(END)) # comment
body
END
