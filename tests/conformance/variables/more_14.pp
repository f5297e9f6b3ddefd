$facts = 1
