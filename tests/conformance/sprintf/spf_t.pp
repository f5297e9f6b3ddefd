notice(sprintf('%f', undef))
