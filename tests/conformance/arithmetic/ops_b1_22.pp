notice(0777 + 0)
notice(0x1F + 0)
notice(1_000)
