getvar()
