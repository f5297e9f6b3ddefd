# a ']' right after '[' is a literal only when another ']' follows
notice('[' =~ /[[]/)
