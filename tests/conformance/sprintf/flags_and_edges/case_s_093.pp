notice(sprintf('%f', 5e-324))
