notice(@("END"/s))
a\sb
END
