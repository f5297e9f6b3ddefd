notice(Integer.new('-9223372036854775808'))
