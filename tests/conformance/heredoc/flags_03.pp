notice(@(END/t))
	a\tb\sc
  - END
