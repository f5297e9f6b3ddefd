notice(sprintf('%d', 3.99))
notice(sprintf('%f', 2))
notice(sprintf('%s', undef))
notice(sprintf('%s', true))
