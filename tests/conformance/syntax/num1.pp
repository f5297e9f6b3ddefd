notice(0x1F + 0o17)
