notice(sprintf('%p', "\e[0m"))
