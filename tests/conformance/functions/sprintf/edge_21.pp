notice(sprintf("%.2f", "2.555"))
