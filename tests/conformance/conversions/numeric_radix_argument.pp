# spec says Numeric("010", 10) is 10; Numeric.new has no radix parameter
notice(Numeric("010", 10))
