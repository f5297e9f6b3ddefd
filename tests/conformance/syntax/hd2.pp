notice(@(END))
	Tabbed
	| END
