$a = "line1
line2\
line3"
