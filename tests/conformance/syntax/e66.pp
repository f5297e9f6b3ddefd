notice(@)
