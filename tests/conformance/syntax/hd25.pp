notice(@(END))
body
