upcase()
