notice(sprintf('%s|%p|%d', undef, undef, 1))
notice(sprintf('%s %p', [undef], {'a' => undef}))
