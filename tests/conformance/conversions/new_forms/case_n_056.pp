notice(String.new(undef))
