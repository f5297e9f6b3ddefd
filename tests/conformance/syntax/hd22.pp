notice(@(END))
body
 -END
