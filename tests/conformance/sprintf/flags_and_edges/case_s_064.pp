notice(sprintf('%u', -42))
