notice(@(END), @(END2))
one
END
two
END2
