notice(String.new(undef, '%p'))
