notice(!1)
