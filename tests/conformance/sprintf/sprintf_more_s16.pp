notice(sprintf('%e', 0))
