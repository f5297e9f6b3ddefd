empty(true)
