notice(@(END))
	  mixed
  	| END
