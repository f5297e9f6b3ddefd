notice(Array.new(undef))
