notice(@(END))
body
ENDX
END
