notice(@("END"/))
a\tb\$x
END
