notice(sprintf('%p', "é\u00e9\u200b"))
