notice(!true and false)
