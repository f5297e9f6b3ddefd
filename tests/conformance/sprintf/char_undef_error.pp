notice(sprintf('%c', undef))
