notice(@(END))
abc
