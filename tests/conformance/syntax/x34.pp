notice([[[]]])
