notice(sprintf('%c%c%c', 72, 105, 33))
notice(sprintf('%c|%c|%3c|%-3c|', 'x', 233, 'y', 'z'))
notice(sprintf('%c', 128512), sprintf('%c', 1.5 + 64))
