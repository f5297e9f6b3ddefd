notice(sprintf('%p', "\r\f\v\a\b"))
