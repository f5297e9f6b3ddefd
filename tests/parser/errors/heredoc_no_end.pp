notice(@(END)
abc
