notice(sprintf('%.1s', '日本'))
