# \x takes one or two hex digits, no braces
notice('A' =~ /\x{41}/)
