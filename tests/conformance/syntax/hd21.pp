notice(@(END))
body
 END
