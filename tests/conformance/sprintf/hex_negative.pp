notice(sprintf('%x %#x %X %x %x', -255, -255, -255, -1, -256))
notice(sprintf('%+x % x %08x %.8x %8x %-8x|', -255, -255, -1, -1, -1, -1))
notice(sprintf('%#010x %010.4x', -1, -1))
