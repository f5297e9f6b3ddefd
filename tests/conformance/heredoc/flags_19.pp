notice(@("END"))
a\tb
END
