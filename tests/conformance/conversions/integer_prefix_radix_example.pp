# the same with Integer.new, which has a radix parameter
notice(Integer("0x10", 10))
