notice(sprintf('%d %d %d %d %d %d', '12', '0x1f', '-0b101', '010', '0o17', '1_000'))
notice(sprintf('%d %x %d', ' 12 ', '255', '+7'))
