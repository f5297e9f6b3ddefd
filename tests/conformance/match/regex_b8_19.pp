$Capital = 1
