notice(@(END))
	a
	|	END
