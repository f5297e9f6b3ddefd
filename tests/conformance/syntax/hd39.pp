notice(@(END)) /* c
*/
body
END
