notice(sprintf('%-4s|', '日本'))
