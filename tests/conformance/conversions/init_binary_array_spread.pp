notice(Init[Binary]([1, 2]))
notice(Init[Binary](['YWJj']))
notice(Init[Binary]([[1, 2]]))
