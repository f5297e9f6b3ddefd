match(1, /x/)
