notice({} - 1)
