notice(sprintf('%e', 0.0/0.0))
