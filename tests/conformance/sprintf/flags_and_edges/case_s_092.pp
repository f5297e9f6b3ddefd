notice(sprintf('%e', -0.0))
