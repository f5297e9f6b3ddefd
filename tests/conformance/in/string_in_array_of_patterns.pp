notice('abc' in [/b/])
notice('abc' in [String])
notice('abc' in [default])
