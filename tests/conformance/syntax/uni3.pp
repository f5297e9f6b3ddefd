notice('日本語'.length, "ünï".upcase)
