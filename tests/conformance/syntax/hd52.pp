notice(@(END))
	a
	|-	END
