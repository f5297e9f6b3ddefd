notice(sprintf('abc%'))
