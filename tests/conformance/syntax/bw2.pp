notice(a-b-)
