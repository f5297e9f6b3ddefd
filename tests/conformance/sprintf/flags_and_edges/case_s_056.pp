notice(sprintf('%d', undef))
