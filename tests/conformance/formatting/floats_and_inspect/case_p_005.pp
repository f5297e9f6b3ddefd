notice(sprintf('%p', '#{x}'))
