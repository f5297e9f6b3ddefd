notice(size("日本語"))
notice(length("e\u0301"))
notice(size("🎉x"))
