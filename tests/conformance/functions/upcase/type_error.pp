upcase(true)
