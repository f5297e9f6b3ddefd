# a hash without 'from' and with a key Integer.new does not know: two mismatches, each line led by a space
notice(Integer({'a' => 'B'}))
