notice(sprintf('%.3s|%.0s|', 'abcdef', 'xyz'))
