# \x needs a hex digit
notice('a' =~ /\xZ/)
