notice(sprintf('%x %X %#x %#X %08x %#08x %-6x|', 255, 255, 255, 255, 255, 255, 255))
notice(sprintf('%x %#x %.4x %#.4x', 0, 0, 10, 10))
