notice(Boolean.new(undef))
