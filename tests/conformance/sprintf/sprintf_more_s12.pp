notice(sprintf('%s', "tab\there"))
