notice(@("E"))
	tab ${1+2}
	| E
