notice(sprintf('%d', 9223372036854775807))
