notice(sprintf('%x', -9223372036854775808))
