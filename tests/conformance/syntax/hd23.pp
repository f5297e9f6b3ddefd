notice(@(END))
body
END 
