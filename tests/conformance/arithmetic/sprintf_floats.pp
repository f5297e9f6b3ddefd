notice(sprintf('%.2f', 3.14159))
notice(sprintf('%d', 3.99))
notice(sprintf('%5.1f|%-6d|%x|%o|%e', 2.25, 42, 255, 8, 12345.678))
notice(sprintf('%s and %p', 'str', 'str'))
